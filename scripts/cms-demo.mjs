// The demo CMS landing page (issue 14): plain HTML on its own origin using every Kickoff element, as a
// CMS editor would paste the README's snippet. It picks today's match from the Kickoff server's line
// (a CMS would store the id the editor chose) and serves cms-demo/index.html with the origins filled in.
//
//   node scripts/cms-demo.mjs [--port 5190] [--kickoff http://127.0.0.1:8080]
// The Playwright config starts it beside the reference server (tests/e2e/cms-demo.e2e.ts).
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

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
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
