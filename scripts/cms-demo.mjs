// The demo CMS landing page (issue 14): plain HTML on its own origin using every Kickoff element, as a
// CMS editor would paste the README's snippet. It picks today's match from the Kickoff server's line
// (a CMS would store the id the editor chose) and serves cms-demo/index.html with the origins filled in.
//
//   node scripts/cms-demo.mjs [--port 5190] [--kickoff http://127.0.0.1:8080]
// The Playwright config starts it beside the reference server (tests/e2e/cms-demo.e2e.ts).
// `/editor` is the CMS's editor in miniature: paste a snippet (the console's embed builder copies one),
// publish, and `/pages/<n>` shows it on a landing page of this origin (kept in memory; the e2e journey
// tests/e2e/console-embeds.e2e.ts pastes the builder's snippet there).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '5190' }, kickoff: { type: 'string', default: 'http://127.0.0.1:8080' } } });
const port = Number(values.port);
const kickoff = new URL(values.kickoff).origin;
const template = readFileSync(path.join(root, 'cms-demo/index.html'), 'utf8');

/** The first open game of the line (the editor's pick); falls back to an id the element reports as unknown. */
async function matchOfTheDay() {
  try {
    const reply = await fetch(`${kickoff}/web-api/feed/games?section=line&limit=1`, { signal: AbortSignal.timeout(5000) });
    const body = await reply.json();
    const id = body?.games?.[0]?.id;
    return Number.isInteger(id) ? id : 1;
  } catch {
    return 1;
  }
}

/** Published pasted pages, by number (the demo's whole "CMS database"). */
const published = [];
const PASTE_LIMIT = 64 * 1024;
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const editorPage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Demo CMS editor</title></head>
<body>
  <h1>Demo CMS editor</h1>
  <form method="post" action="/pages">
    <label>Page title <input name="title" value="Landing" maxlength="100"></label>
    <p><label>Page HTML (paste the Kickoff snippet)<br><textarea name="html" rows="12" cols="100" required></textarea></label></p>
    <button type="submit">Publish</button>
  </form>
</body></html>
`;

const publishedPage = ({ title, html }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head>
<body>
  <h1>${escapeHtml(title)}</h1>
${html}
</body></html>
`;

async function formOf(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > PASTE_LIMIT) return null;
  }
  return new URLSearchParams(body);
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/editor' && request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(editorPage());
    return;
  }
  if (url.pathname === '/pages' && request.method === 'POST') {
    const form = await formOf(request);
    if (!form || !form.get('html')) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('paste the page HTML (at most 64 KB)');
      return;
    }
    published.push({ title: form.get('title') || 'Landing', html: form.get('html') });
    response.writeHead(303, { location: `/pages/${published.length}` }).end();
    return;
  }
  const pasted = /^\/pages\/(\d+)$/.exec(url.pathname);
  if (pasted) {
    const found = published[Number(pasted[1]) - 1];
    if (found) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(publishedPage(found));
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  if (url.pathname !== '/' && url.pathname !== '/index.html') {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const page = template
    .replaceAll('{{KICKOFF}}', kickoff)
    .replaceAll('{{CMS}}', `http://${request.headers.host ?? `127.0.0.1:${port}`}`)
    .replaceAll('{{GAME_ID}}', String(await matchOfTheDay()));
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
});

server.listen(port, '127.0.0.1', () => console.log(`demo CMS page on http://127.0.0.1:${port}/ using ${kickoff}`));
