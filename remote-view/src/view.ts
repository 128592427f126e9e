/**
 * One remote view on the page: fetches `<url><current path>` with the protocol's headers (timeout,
 * retries with doubling delays), validates the reply, and applies it to its host element — sanitised
 * body, scoped style, allowed stylesheets and scripts (with integrity), head tags, title. On failure it
 * shows the spec's error block (account spec §8) whose refresh is throttled to once a second.
 */
import * as v from 'valibot';
import { systemClock, t, type Clock } from '@kickoff/platform';
import { API_VERSION, API_VERSION_HEADER, RENDER_MODE, RENDER_MODE_HEADER, RemoteViewReplySchema, type RemoteViewConfig, type RemoteViewReply } from './contracts/reply';
import { allowedViewUrl, reloadAccepted, REMOTE_VIEW_DEFAULTS, retryDelays, scriptVerdict, viewAddress } from './policy';
import { sanitizeBody, sanitizeHead, scopedCss } from './sanitize';

export interface RemoteViewOptions {
  /** The view's URL (absolute, or a path on the page's origin). */
  url: string;
  /** The page's current path (default `location.pathname + location.search`). */
  path?: string;
  config: RemoteViewConfig;
  clock?: Clock;
  fetch?: typeof fetch;
  /** Called with the state after each change (tests, the host's data attributes). */
  onState?: (state: RemoteViewState) => void;
}

export type RemoteViewState = 'loading' | 'ready' | 'error';

export interface RemoteView {
  /** Loads again (the refresh button); false when a load runs or within 1000 ms of the last accepted reload. */
  reload(): boolean;
  /** Stops retries, removes what the view added to the page. */
  unmount(): void;
  readonly state: RemoteViewState;
}

export class RemoteViewError extends Error {
  override name = 'RemoteViewError';
}

/** Scripts the page has loaded for views (one tag per URL, whichever view asked first). */
const loadedScripts = new Set<string>();
let nextId = 0;

export function mountRemoteView(host: HTMLElement, options: RemoteViewOptions): RemoteView {
  const clock = options.clock ?? systemClock;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const pageOrigin = location.origin;
  const id = `rv${++nextId}`;
  host.dataset['remoteView'] = id;
  const status = document.createElement('div');
  status.className = 'kk-remote-view__status';
  const content = document.createElement('div');
  content.className = 'kk-remote-view__body';
  host.replaceChildren(status, content);
  /** Nodes added outside the host (style, links, head tags), removed with the view. */
  const added: Element[] = [];
  let state: RemoteViewState = 'loading';
  let generation = 0;
  let lastReload: number | null = null;
  let timers: unknown[] = [];
  let running = false;

  const setState = (next: RemoteViewState): void => {
    state = next;
    host.dataset['state'] = next;
    renderStatus();
    options.onState?.(next);
  };

  function renderStatus(): void {
    status.replaceChildren();
    if (state === 'loading') {
      const p = document.createElement('p');
      p.setAttribute('role', 'status');
      p.textContent = t('main_loading');
      status.append(p);
    } else if (state === 'error') {
      const block = document.createElement('div');
      block.className = 'kk-error-block';
      block.setAttribute('role', 'alert');
      const title = document.createElement('p');
      title.className = 'kk-error-block__title';
      title.textContent = t('main_dictionary_load_error');
      const text = document.createElement('p');
      text.textContent = t('main_dictionary_refresh_page');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'kk-button';
      button.textContent = t('main_refreshing_button');
      button.addEventListener('click', () => void view.reload());
      block.append(title, text, button);
      status.append(block);
    }
  }

  const wait = (ms: number, gen: number): Promise<boolean> =>
    new Promise((resolve) => {
      const handle = clock.setTimeout(() => resolve(gen === generation), ms);
      timers.push(handle);
    });

  /** One attempt: the reply within the timeout, validated. */
  async function attempt(url: URL): Promise<RemoteViewReply> {
    const controller = new AbortController();
    const timer = clock.setTimeout(() => controller.abort(new RemoteViewError(`no reply within ${REMOTE_VIEW_DEFAULTS.timeoutMs} ms`)), REMOTE_VIEW_DEFAULTS.timeoutMs);
    try {
      const response = await doFetch(url.href, {
        headers: { [RENDER_MODE_HEADER]: RENDER_MODE, [API_VERSION_HEADER]: API_VERSION, accept: 'application/json' },
        credentials: url.origin === pageOrigin ? 'same-origin' : 'omit',
        signal: controller.signal,
      });
      if (!response.ok) throw new RemoteViewError(`the view answered ${response.status}`);
      const parsed = v.safeParse(RemoteViewReplySchema, await response.json());
      if (!parsed.success) throw new RemoteViewError(`malformed reply: ${v.summarize(parsed.issues)}`);
      return parsed.output;
    } finally {
      clock.clearTimeout(timer);
    }
  }

  async function load(): Promise<void> {
    const gen = ++generation;
    running = true;
    setState('loading');
    const url = viewAddress(options.url, options.path ?? `${location.pathname}${location.search}`, pageOrigin);
    const allowed = url ? allowedViewUrl(url.href, options.config, pageOrigin) : null;
    const delays = retryDelays(REMOTE_VIEW_DEFAULTS.retries, REMOTE_VIEW_DEFAULTS.firstDelayMs);
    try {
      if (!allowed) throw new RemoteViewError(`the view's origin is not allowed: ${options.url}`);
      for (let i = 0; ; i++) {
        try {
          const reply = await attempt(allowed);
          if (gen !== generation) return;
          apply(reply);
          setState('ready');
          return;
        } catch (err) {
          if (gen !== generation) return;
          const delay = delays[i];
          if (delay === undefined) throw err;
          if (!(await wait(delay, gen))) return;
        }
      }
    } catch (err) {
      if (gen !== generation) return;
      console.error(`remote view ${options.url} failed`, err);
      setState('error');
    } finally {
      if (gen === generation) running = false;
    }
  }

  function clearApplied(): void {
    for (const el of added) el.remove();
    added.length = 0;
    content.replaceChildren();
  }

  function apply(reply: RemoteViewReply): void {
    clearApplied();
    host.dataset['appName'] = reply.appName;
    const css = scopedCss(reply.style, `[data-remote-view="${id}"]`);
    if (css) {
      const style = document.createElement('style');
      style.dataset['remoteView'] = id;
      style.textContent = css;
      added.push(style);
      document.head.append(style);
    }
    for (const href of reply.cssToLoad) {
      const url = allowedViewUrl(href, options.config, pageOrigin);
      if (!url) {
        console.warn(`remote view ${reply.appName}: stylesheet refused (origin not allowed): ${href}`);
        continue;
      }
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url.href;
      link.dataset['remoteView'] = id;
      added.push(link);
      document.head.append(link);
    }
    for (const el of sanitizeHead(reply.head, (href) => allowedViewUrl(href, options.config, pageOrigin) !== null)) {
      el.dataset['remoteView'] = id;
      added.push(el);
      document.head.append(el);
    }
    content.append(sanitizeBody(reply.body));
    if (reply.title) document.title = reply.title;
    for (const script of reply.scriptsToLoad) {
      const verdict = scriptVerdict(script, options.config, pageOrigin);
      if (!verdict.ok) {
        console.warn(`remote view ${reply.appName}: script refused (${verdict.reason})`);
        continue;
      }
      if (loadedScripts.has(verdict.src)) continue;
      loadedScripts.add(verdict.src);
      const tag = document.createElement('script');
      tag.src = verdict.src;
      tag.integrity = verdict.integrity;
      tag.crossOrigin = 'anonymous';
      tag.async = false;
      tag.dataset['remoteView'] = reply.appName;
      tag.addEventListener('error', () => loadedScripts.delete(verdict.src));
      document.head.append(tag);
    }
    if (reply.codeToEval) runCode(reply.codeToEval, reply.appName, options.config);
  }

  const view: RemoteView = {
    reload() {
      if (running) return false;
      const now = clock.now();
      if (!reloadAccepted(lastReload, now)) return false;
      lastReload = now;
      void load();
      return true;
    },
    unmount() {
      generation++;
      for (const handle of timers) clock.clearTimeout(handle);
      timers = [];
      clearApplied();
      status.replaceChildren();
    },
    get state() {
      return state;
    },
  };
  void load();
  return view;
}

/**
 * `codeToEval` (docs/architecture.md "Remote views"): refused unless the config allows it, which the
 * server never does in production. Allowed, it still runs only where the page's CSP permits evaluation —
 * the Kickoff shell page's CSP does not (no 'unsafe-eval'), so there it is refused as well.
 */
function runCode(code: string, appName: string, config: RemoteViewConfig): void {
  if (!config.codeToEval) {
    console.warn(`remote view ${appName}: codeToEval refused (not allowed by the remote-view config)`);
    return;
  }
  let fn: () => unknown;
  try {
    fn = new Function(code) as () => unknown;
  } catch (err) {
    console.warn(`remote view ${appName}: codeToEval refused (the page's CSP forbids evaluation or the code is invalid)`, err);
    return;
  }
  try {
    fn();
  } catch (err) {
    console.error(`remote view ${appName}: codeToEval threw`, err);
  }
}
