/**
 * single-spa lifecycles for a React root, shared by every parcel and application so that each
 * module's lifecycles file stays a few lines. React and ReactDOM come from the vendor modules.
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { t, whenTextsReady } from '../i18n/i18n';

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

export function reactLifecycles<P extends object = object>(
  rootComponent: React.ComponentType<P & AppProps>,
  opts: LifecycleOptions<P> = {},
): ReactAppOrParcel<P> {
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (err: Error) => <ErrorBlock error={err} />,
    ...(opts.domElementGetter ? { domElementGetter: opts.domElementGetter } : {}),
  });
  // Texts first: the module's bundles (registered when it was evaluated) load before its first render.
  const bootstrap = lifecycles.bootstrap;
  return { ...lifecycles, bootstrap: async (props) => (await whenTextsReady(), bootstrap(props)) };
}
