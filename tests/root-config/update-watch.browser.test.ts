/**
 * The update watch (root-config/src/update-notice/watch.ts) against a stubbed /importmap.json: a deploy
 * that replaces a module the page runs shows one reload notice (its button reloads), revalidated with the
 * map's ETag; nothing when the flag is off, for a map the page already runs, or for a malformed reply.
 */
import { $visibleNotifications, whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setSiteConfig } from '../../platform/src/stores/site-config';
import { DEFAULT_SITE_CONFIG } from '../../platform/src/schemas/site-config-defaults';
import { startUpdateWatch, type UpdateWatch } from '../../root-config/src/update-notice/watch';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';

const here = (path: string) => new URL(path, location.href).href;
const RUNNING: Record<string, string> = { '@kickoff/betting': here('/dist/betting/index-AAAA1111.js'), '@kickoff/shell': here('/dist/shell/index-BBBB2222.js') };
const OWN_MAP = { imports: { '@kickoff/betting': '/dist/betting/index-AAAA1111.js', '@kickoff/shell': '/dist/shell/index-BBBB2222.js' } };
const DEPLOYED = { imports: { ...OWN_MAP.imports, '@kickoff/betting': '/dist/betting/index-NEW11111.js' } };

describe('update watch', () => {
  let served: { body: unknown; etag: string };
  let requests: Array<string | null>;
  let reloads: number;
  let logged: unknown[];
  let watch: UpdateWatch | null;
  const error = console.error;

  const fakeFetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const sent = new Headers(init?.headers).get('if-none-match');
    requests.push(sent);
    if (sent === served.etag) return new Response(null, { status: 304 });
    return new Response(typeof served.body === 'string' ? served.body : JSON.stringify(served.body), { status: 200, headers: { etag: served.etag, 'content-type': 'application/json' } });
  }) as typeof fetch;

  const start = () => {
    watch = startUpdateWatch({ resolve: (name) => RUNNING[name] ?? null, fetch: fakeFetch, reload: () => void (reloads += 1) });
    return watch;
  };
  const notices = () => $visibleNotifications.get().filter((n) => n.group === 'app-update');

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    served = { body: OWN_MAP, etag: '"v1"' };
    requests = [];
    reloads = 0;
    logged = [];
    watch = null;
    console.error = (...args: unknown[]) => void logged.push(args[0]);
  });
  afterEach(() => {
    watch?.stop();
    console.error = error;
  });

  it('the page\'s own map: no notice; then a deploy: one notice whose button reloads, revalidated by ETag', async () => {
    const w = start();
    await w.check();
    equal(notices().length, 0, 'the running version');
    await w.check();
    equal(JSON.stringify(requests), JSON.stringify([null, '"v1"']), 'the second read revalidates');
    served = { body: DEPLOYED, etag: '"v2"' };
    await w.check();
    const [notice] = notices();
    ok(notice, 'the update notice');
    equal(notice?.title, 'app-update:title');
    equal(notice?.autoCloseMs, null, 'it stays until the player acts');
    const action = notice?.actions[0];
    ok(action && 'run' in action, 'a reload button');
    if (action && 'run' in action) action.run();
    equal(reloads, 1);
    await w.check();
    equal(notices().length, 1, 'not announced twice for one version');
    equal(logged.length, 0);
  });

  it('nothing while the site config turns the notice off', async () => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, isUpdateNotifyEnabled: false });
    served = { body: DEPLOYED, etag: '"v2"' };
    await start().check();
    equal(notices().length, 0);
  });

  it('a malformed map or a failed read is logged and changes nothing', async () => {
    served = { body: '{"imports": 42}', etag: '"v9"' };
    await start().check();
    equal(notices().length, 0);
    equal(JSON.stringify(logged), JSON.stringify(['update check failed']));
  });
});

describe('update watch: what the page runs', () => {
  const globals = globalThis as { System?: unknown; importMapOverrides?: unknown };
  afterEach(() => {
    delete globals.System;
    delete globals.importMapOverrides;
  });

  it('SystemJS resolves the running modules; a developer override is not a version of the site', async () => {
    const { systemResolve } = await import('../../root-config/src/update-notice/watch');
    globals.System = { resolve: (name: string) => `https://kickoff.example/dist/${name.slice(9)}/index-AAAA1111.js` };
    equal(systemResolve('@kickoff/betting'), 'https://kickoff.example/dist/betting/index-AAAA1111.js');
    globals.importMapOverrides = { getOverrideMap: () => ({ imports: { '@kickoff/betting': 'http://localhost:9000/betting.js' } }) };
    equal(systemResolve('@kickoff/betting'), null, 'overridden: skipped');
    equal(systemResolve('@kickoff/shell'), 'https://kickoff.example/dist/shell/index-AAAA1111.js');
    globals.System = { resolve: () => { throw new Error('Unable to resolve bare specifier'); } };
    equal(systemResolve('@kickoff/shell'), null, 'not in the page map');
  });
});
