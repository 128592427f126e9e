// `kickoff-module start`: builds the module for development, serves it with CORS on localhost, rebuilds on every
// change of the project's src/ and tells open pages to reload (live reload over server-sent events).
//
// The entry is also served under a stable name, `/entry.js` (with `/entry.js.deps.json`), so the import-map
// override set once in the browser keeps working across rebuilds; the entry's chunks load relative to it.
// `/` is a development page: the running site's loader and import map (`site`), this build in place of the
// deployed one, and the parcel in <kickoff-module> beside the site's own elements (top events, the bet slip), so
// the module talks to the real platform and API while it is written. `/?lang=ru` shows it in Russian.
import { createServer } from 'node:http';
import { watch } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildProject } from './build.mjs';

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8' };

/** The line a developer pastes into the site's console (or sets in the import-map-overrides panel). */
export const overrideLine = (name, origin) => `localStorage.setItem('import-map-override:${name}', '${origin}/entry.js'); location.reload();`;

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The development page (`/`): the parcel on a page with the site's elements, this build overriding the map's entry. */
export function developmentPage(name, origin, site, lang) {
  const override = JSON.stringify({ imports: { [name]: `${origin}/entry.js` } }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(name)}: development</title>
<script src="${escapeHtml(site)}/dist/vendor/system.min.js"></script>
<script type="systemjs-importmap" src="${escapeHtml(site)}/importmap.json"></script>
<script type="systemjs-importmap">${override}</script>
<script>System.import('@kickoff/embeds')</script>
<style>body{font-family:system-ui,sans-serif;margin:24px auto;max-width:960px;display:grid;gap:16px}</style>
</head><body>
<header><h1>${escapeHtml(name)}</h1><p>This build (${escapeHtml(origin)}/entry.js) on the site at ${escapeHtml(site)}; saving a file reloads the page. <a href="?lang=${lang === 'en' ? 'ru' : 'en'}">${lang === 'en' ? 'По-русски' : 'In English'}</a></p></header>
<kickoff-module module="${escapeHtml(name)}"></kickoff-module>
<kickoff-top-events sport="football" limit="3"></kickoff-top-events>
<kickoff-coupon></kickoff-coupon>
</body></html>
`;
}

/** The code at the top of each development file: reload the page when the dev server says the module was rebuilt. */
const liveReload = (origin) =>
  `(()=>{const g=globalThis;if(g.__kickoffLiveReload||typeof EventSource!=='function')return;g.__kickoffLiveReload=new EventSource(${JSON.stringify(`${origin}/__kickoff/events`)});g.__kickoffLiveReload.addEventListener('rebuilt',()=>location.reload());})();`;

/**
 * Serves the project in `dir` on `host:port`; answers { origin, close, rebuild }. `onBuild(result | error)` hears
 * every build.
 */
export async function startDevServer(dir, { port = 9300, host = '127.0.0.1', site = 'http://127.0.0.1:8080', onBuild = () => {} } = {}) {
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const outDir = path.join(dir, 'node_modules', '.cache', 'kickoff-dev');
  const clients = new Set();
  let current = null;
  let building = null;
  let again = false;

  const rebuild = async () => {
    if (building) {
      again = true;
      return building;
    }
    building = (async () => {
      do {
        again = false;
        try {
          current = await buildProject(dir, { production: false, publicPath: `${origin}/`, outDir, banner: liveReload(origin) });
          onBuild(current);
          for (const client of clients) client.write(`event: rebuilt\ndata: ${current.url}\n\n`);
        } catch (error) {
          onBuild(error);
        }
      } while (again);
      building = null;
    })();
    return building;
  };

  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cache-control', 'no-store');
    const pathname = new URL(request.url ?? '/', origin).pathname;
    if (pathname === '/__kickoff/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', connection: 'keep-alive' });
      response.write(': kickoff dev server\n\n');
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return;
    }
    if (building) await building;
    if (pathname === '/') {
      const lang = new URL(request.url ?? '/', origin).searchParams.get('lang') === 'ru' ? 'ru' : 'en';
      response.writeHead(current ? 200 : 503, { 'content-type': 'text/html; charset=utf-8' });
      response.end(current ? developmentPage(current.name, origin, site.replace(/\/+$/, ''), lang) : '<!doctype html><title>Build failed</title><p>The last build failed: see the terminal.</p>');
      return;
    }
    let name;
    try {
      name = decodeURIComponent(pathname.slice(1));
    } catch {
      name = ''; // a malformed escape names no file
    }
    if (current && (name === 'entry.js' || name === 'entry.js.deps.json')) name = name.replace('entry.js', path.basename(current.entryFile));
    if (!/^[A-Za-z0-9][\w.-]*$/.test(name)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await fs.readFile(path.join(outDir, name));
      response.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });

  await rebuild();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  let timer;
  const watcher = watch(path.join(dir, 'src'), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 80);
  });
  return {
    origin,
    rebuild,
    close: async () => {
      watcher.close();
      clearTimeout(timer);
      for (const client of clients) client.end();
      // close() alone waits for every request still arriving or waiting for its answer (a slow client, a page
      // reconnecting its event stream): it stops taking connections, then every open one is closed at once.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}
