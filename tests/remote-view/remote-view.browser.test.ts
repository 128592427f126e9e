/**
 * The remote-view renderer in the browser (remote-view/src/view.ts) with a stubbed fetch and a manual
 * clock: a hostile reply renders sanitised (no script element, no event handlers, no javascript: URLs,
 * the foreign script and the script without integrity refused, the allowed one added with its
 * integrity), codeToEval refused unless the config allows it, the style scoped to the view, a malformed
 * reply or a silent server ends in the spec's error block after retries at 1000 ms doubling, and the
 * refresh is throttled to once a second.
 */
import { whenTextsReady, type Clock } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { mountRemoteView, type RemoteView } from '../../remote-view/src/view';
import type { RemoteViewConfig, RemoteViewReply } from '../../remote-view/src/contracts/reply';
import { resetPlatformState } from '../support/platform-state';
import { json } from '../support/fetch-stub';
import { equal, ok } from '../support/assert';
import { settle, waitFor } from '../support/wait';

const CONFIG: RemoteViewConfig = { viewOrigins: [], scriptOrigins: [], codeToEval: false };
const SRI = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const ALLOWED_SCRIPT = '/remote-view-test/allowed.js';

type Flags = { __remoteViewPwned?: string };
const flags = window as unknown as Flags;

const HOSTILE: RemoteViewReply = {
  appName: 'hostile',
  title: 'Hostile view',
  body: `<h1>Heading</h1>
<img src="/no-such-image.png" alt="" onerror="window.__remoteViewPwned = 'onerror'">
<p onclick="window.__remoteViewPwned = 'onclick'" data-keep="yes">Text</p>
<a href="javascript:window.__remoteViewPwned='href'">link</a>
<script>window.__remoteViewPwned = 'inline'</script>
<iframe src="/"></iframe>
<kickoff-event game-id="7" onclick="window.__remoteViewPwned = 'element'"></kickoff-event>
<evil-widget data-x="1">kept text</evil-widget>`,
  style: 'h1 { color: rgb(1, 2, 3); } </style><script>window.__remoteViewPwned = "style"</script><style> body { display: none; }',
  cssToLoad: ['https://evil.example/steal.css'],
  scriptsToLoad: [{ src: 'https://evil.example/steal.js', integrity: SRI }, { src: '/remote-view-test/no-sri.js' }, { src: ALLOWED_SCRIPT, integrity: SRI }],
  head: `<meta http-equiv="refresh" content="0;url=https://evil.example"><meta name="remote-view-test" content="kept"><script>window.__remoteViewPwned = 'head'</script>`,
  codeToEval: "window.__remoteViewPwned = 'codeToEval'",
};

/** A manual clock: timers fire only when the test advances time. */
function manualClock(): Clock & { advance(ms: number): Promise<void> } {
  let now = 0;
  let id = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      timers.set(++id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    async advance(ms) {
      const target = now + ms;
      await settle();
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await settle();
      }
      now = target;
      await settle();
    },
  };
}

describe('remote view', () => {
  let host: HTMLElement;
  let view: RemoteView | null = null;
  let warnings: string[];
  const realWarn = console.warn;
  const realError = console.error;

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    host = document.createElement('div');
    document.body.append(host);
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    console.error = () => undefined;
    delete flags.__remoteViewPwned;
  });

  afterEach(() => {
    view?.unmount();
    view = null;
    host.remove();
    console.warn = realWarn;
    console.error = realError;
    document.head.querySelectorAll(`script[src$="${ALLOWED_SCRIPT}"]`).forEach((s) => s.remove());
  });

  it('fetches <url><path> with mf-render-mode json and mf-api-version 1', async () => {
    const seen: Array<{ url: string; headers: Headers }> = [];
    view = mountRemoteView(host, {
      url: '/views/landing/',
      path: '/en/landing-page/derby',
      config: CONFIG,
      fetch: async (input, init) => {
        seen.push({ url: String(input), headers: new Headers(init?.headers) });
        return json({ body: '<p>Hello</p>', appName: 'derby' });
      },
    });
    await waitFor(() => view?.state === 'ready', 'the view is ready');
    equal(seen.length, 1);
    equal(seen[0]!.url, `${location.origin}/views/landing/en/landing-page/derby`);
    equal(seen[0]!.headers.get('mf-render-mode'), 'json');
    equal(seen[0]!.headers.get('mf-api-version'), '1');
    equal(host.querySelector('.kk-remote-view__body p')?.textContent, 'Hello');
    equal(host.dataset['appName'], 'derby');
  });

  it('renders a hostile reply sanitised: no scripts, no handlers, no javascript: URLs; only the allowed script, with integrity', async () => {
    view = mountRemoteView(host, { url: '/views/hostile', path: '/en/x', config: CONFIG, fetch: async () => json(HOSTILE) });
    await waitFor(() => view?.state === 'ready', 'the view is ready');
    await settle(10);
    const body = host.querySelector('.kk-remote-view__body')!;
    equal(body.querySelector('h1')?.textContent, 'Heading');
    equal(host.querySelectorAll('script, iframe').length, 0, 'no script or iframe in the view');
    equal(host.querySelectorAll('[onerror], [onclick]').length, 0, 'no event-handler attributes');
    ok(!body.querySelector('a')?.getAttribute('href')?.includes('javascript'), 'no javascript: URL');
    equal(body.querySelector('p')?.getAttribute('data-keep'), 'yes', 'harmless attributes stay');
    equal(body.querySelector('kickoff-event')?.getAttribute('game-id'), '7', "Kickoff's elements stay with their attributes");
    equal(body.querySelector('evil-widget'), null, 'other custom elements go');
    ok(body.textContent?.includes('kept text'), 'their text stays');
    const added = [...document.querySelectorAll('script[data-remote-view]')];
    equal(added.length, 1, 'exactly one script added');
    equal(added[0]!.getAttribute('src'), `${location.origin}${ALLOWED_SCRIPT}`);
    equal(added[0]!.getAttribute('integrity'), SRI);
    equal(document.querySelectorAll('script[src*="evil.example"], link[href*="evil.example"], meta[http-equiv]').length, 0, 'nothing from the foreign origin, no refresh');
    equal(document.head.querySelector('meta[name="remote-view-test"]')?.getAttribute('content'), 'kept');
    ok(warnings.some((w) => /script refused.*evil\.example is not allowed/.test(w)), warnings.join('\n'));
    ok(warnings.some((w) => /script refused.*no integrity/.test(w)), warnings.join('\n'));
    ok(warnings.some((w) => /stylesheet refused/.test(w)), warnings.join('\n'));
    ok(warnings.some((w) => /codeToEval refused/.test(w)), warnings.join('\n'));
    equal(flags.__remoteViewPwned, undefined, 'no hostile code ran');
    equal(document.title, 'Hostile view');
    // The style is scoped to the view and cannot break out.
    const style = document.head.querySelector<HTMLStyleElement>(`style[data-remote-view="${host.dataset['remoteView']}"]`)!;
    ok(style, 'the view style is in the head');
    ok(!/<\/style/i.test(style.textContent ?? ''), 'no </style> breakout');
    equal(getComputedStyle(body.querySelector('h1')!).color, 'rgb(1, 2, 3)');
    const outside = document.createElement('h1');
    document.body.append(outside);
    ok(getComputedStyle(outside).color !== 'rgb(1, 2, 3)', 'the style does not reach outside the view');
    ok(getComputedStyle(document.body).display !== 'none', 'a broken-out rule never applies');
    outside.remove();
    // Unmounting removes what the view added.
    view.unmount();
    view = null;
    equal(document.head.querySelectorAll(`[data-remote-view="${host.dataset['remoteView']}"]`).length, 0);
  });

  it('runs codeToEval only when the config allows it (on a page whose CSP permits evaluation)', async () => {
    view = mountRemoteView(host, { url: '/views/x', path: '/en', config: { ...CONFIG, codeToEval: true }, fetch: async () => json({ body: '', appName: 'a', codeToEval: "window.__remoteViewPwned = 'ran'" }) });
    await waitFor(() => view?.state === 'ready', 'the view is ready');
    equal(flags.__remoteViewPwned, 'ran');
  });

  it('a malformed reply ends in the error block after 3 retries at 1000, 2000 and 4000 ms', async () => {
    const clock = manualClock();
    const at: number[] = [];
    view = mountRemoteView(host, { url: '/views/x', path: '/en', config: CONFIG, clock, fetch: async () => (at.push(clock.now()), json({ body: 42, appName: 'a' })) });
    await clock.advance(6999);
    equal(at.join(','), '0,1000,3000');
    equal(view.state, 'loading');
    equal(host.querySelector('[role="alert"]'), null);
    await clock.advance(1);
    equal(at.join(','), '0,1000,3000,7000');
    equal(view.state, 'error');
    const alert = host.querySelector<HTMLElement>('.kk-error-block[role="alert"]')!;
    ok(alert, 'the error block');
    ok(alert.textContent?.includes('This section failed to load'), alert.textContent ?? '');
    const button = alert.querySelector('button');
    ok(button?.textContent, 'the refresh button has a name');
    await clock.advance(60_000);
    equal(at.length, 4, 'no more attempts after the last retry');
  });

  it('a server that does not answer within 1000 ms counts as a failed attempt', async () => {
    const clock = manualClock();
    const at: number[] = [];
    const silent = (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      new Promise((_resolve, reject) => {
        at.push(clock.now());
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    view = mountRemoteView(host, { url: '/views/x', path: '/en', config: CONFIG, clock, fetch: silent });
    await clock.advance(20_000);
    equal(at.join(','), '0,2000,5000,10000', 'each attempt: 1000 ms timeout, then the retry delay');
    equal(view.state, 'error');
  });

  it('refresh loads again, at most once per 1000 ms', async () => {
    const clock = manualClock();
    let fail = true;
    let calls = 0;
    view = mountRemoteView(host, { url: '/views/x', path: '/en', config: CONFIG, clock, fetch: async () => (calls++, fail ? new Response('no', { status: 500 }) : json({ body: '<p>Back</p>', appName: 'a' })) });
    await clock.advance(7000);
    equal(view.state, 'error');
    fail = false;
    host.querySelector<HTMLButtonElement>('.kk-error-block button')!.click();
    await clock.advance(0);
    equal(view.state, 'ready');
    equal(host.querySelector('.kk-remote-view__body p')?.textContent, 'Back');
    equal(calls, 5);
    await clock.advance(999);
    equal(view.reload(), false, 'within 1000 ms of the last reload');
    await clock.advance(1);
    equal(view.reload(), true);
    await clock.advance(0);
    equal(calls, 6);
  });

  it('a view from an origin that is not allowed is never fetched', async () => {
    let calls = 0;
    view = mountRemoteView(host, { url: 'https://evil.example/view', path: '/en', config: CONFIG, fetch: async () => (calls++, json({ body: '', appName: 'a' })) });
    await waitFor(() => view?.state === 'error', 'the error block');
    equal(calls, 0);
  });
});
