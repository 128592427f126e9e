/**
 * single-spa lifecycles for a React root, shared by every parcel and application so that each
 * module's lifecycles file stays a few lines. React and ReactDOM come from the vendor modules.
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { t, whenTextsReady } from '../i18n/i18n';
import { PARCEL_MARK, SERVER_VIEW_ATTR } from '../layout-skeleton';
import { lazyCodeLoading, preloadNamedCode, whenLazyCodeIdle } from './lazy';
import { firstViewCode } from '../first-view/first-view';
import { emit } from '../events/bus';
import { whenStylesReady } from '../styles/adopt';

interface LifecycleOptions<P> {
  /** For applications: where to render (the layout's content slot). Parcels get their element from the caller. */
  domElementGetter?: (props: P & AppProps) => HTMLElement;
}

function ErrorBlock({ error }: { error: Error }) {
  return (
    <div className="kk-error-block" role="alert">
      <p className="kk-error-block__title">{t('main_dictionary_load_error')}</p>
      <p className="kk-error-block__text">{error.message}</p>
      <button type="button" className="kk-button" onClick={() => window.location.reload()}>
        {t('main_refreshing_button')}
      </button>
    </div>
  );
}

/** The element a mount renders into: its getter from the options or the props (single-spa customProps). */
function elementOf(props: AppProps & { domElement?: unknown; domElementGetter?: unknown }, getter?: (props: never) => HTMLElement): HTMLElement | null {
  const get = getter ?? (typeof props.domElementGetter === 'function' ? (props.domElementGetter as (p: unknown) => unknown) : null);
  const el = props.domElement ?? (get ? get(props as never) : null);
  return el instanceof HTMLElement ? el : null;
}

/**
 * When `el` holds this application's server-drawn first view (`data-server-view`, issue 25), the mount
 * hydrates that markup instead of drawing anew (the mark goes when it is done: `hydrated`); another
 * application's mark is dropped, and that application draws afresh.
 */
function takesServerView(el: HTMLElement, props: AppProps): string | null {
  if (!el.hasAttribute(SERVER_VIEW_ATTR) || hydrating.has(el)) return null;
  const drawnBy = el.getAttribute(SERVER_VIEW_ATTR) ?? '';
  // An application's element names the application; a slot's parcel is the one the root config mounts there.
  if (drawnBy !== props.name && !drawnBy.startsWith(PARCEL_MARK)) {
    el.removeAttribute(SERVER_VIEW_ATTR);
    return null;
  }
  hydrating.add(el);
  return drawnBy;
}

/** Elements whose drawn markup is being hydrated (the mark stays on them until it is done). */
const hydrating = new WeakSet<HTMLElement>();

/** After the next frame: React has had a task to hydrate what the code just loaded lets it. */
const afterFrame = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });

/**
 * A drawn part is hydrated once its mount is done and the code its suspended parts wait for has come
 * (`lazyComponent`): then its mark goes, and the clicks and choices the boot script held are played.
 */
async function hydrated(el: HTMLElement, part: string): Promise<void> {
  // React hydrates a suspended part after the first commit, and only then asks for its lazy code: the
  // part is done when two frames in a row pass with no lazy code loading.
  for (let quiet = 0; quiet < 2; ) {
    await afterFrame();
    if (lazyCodeLoading()) {
      quiet = 0;
      await whenLazyCodeIdle();
    } else quiet += 1;
  }
  el.removeAttribute(SERVER_VIEW_ATTR);
  hydrating.delete(el);
  emit('kickoff:hydrated', { part });
}

export function reactLifecycles<P extends object = object>(
  rootComponent: React.ComponentType<P & AppProps>,
  opts: LifecycleOptions<P> = {},
): ReactAppOrParcel<P> {
  let hydrateNext = false;
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (err: Error) => <ErrorBlock error={err} />,
    // Read by single-spa-react's mount, synchronously, right after `mount` below sets it.
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    ...(opts.domElementGetter ? { domElementGetter: opts.domElementGetter } : {}),
  });
  // Texts and sheets first: what the module registered when it was evaluated loads before its first render.
  const bootstrap = lifecycles.bootstrap;
  const mount = lifecycles.mount;
  return {
    ...lifecycles,
    bootstrap: async (props) => (await Promise.all([whenTextsReady(), whenStylesReady()]), bootstrap(props)),
    mount: async (props) => {
      const el = elementOf(props as AppProps & { domElement?: unknown; domElementGetter?: unknown }, opts.domElementGetter as ((props: never) => HTMLElement) | undefined);
      const drawn = el ? takesServerView(el, props) : null;
      // The lazy code the server drew this part with comes first: React then hydrates it whole.
      if (drawn !== null) await preloadNamedCode(firstViewCode());
      hydrateNext = drawn !== null;
      let mounted: Promise<unknown>;
      try {
        mounted = mount(props);
      } finally {
        hydrateNext = false;
      }
      if (drawn !== null && el) void mounted.then(() => hydrated(el, drawn), () => undefined);
      return mounted;
    },
  };
}
