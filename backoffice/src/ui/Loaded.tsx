/** Renders a `useLoad` state: a status line while loading, the error with a retry button, or `children(data)` (marked busy while it reloads). */
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import type { Loaded as LoadState } from './use-load';

export function Loaded<T>({ state, reload, children }: { state: LoadState<T>; reload: () => void; children: (data: T) => ReactNode }) {
  const t = useT();
  if (state.status === 'loading') return <p role="status" className="bo-status" data-loading>{t('loading')}</p>;
  if (state.status === 'error') {
    return (
      <div role="alert" className="bo-error">
        <p>{state.message}</p>
        <button type="button" className="kk-button kk-button--ghost" onClick={reload}>{t('retry')}</button>
      </div>
    );
  }
  return <div aria-busy={state.refreshing} className="bo-loaded">{children(state.data)}</div>;
}

export function ErrorNote({ message }: { message: string | null }) {
  return message ? <p role="alert" className="bo-error">{message}</p> : null;
}
