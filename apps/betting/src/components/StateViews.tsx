/** Loading skeleton, empty, error (with retry), stale and not-found states of every betting page. */
import { errorText, useT, type FeedPollerStatus } from '@kickoff/platform';
import { useBT } from '../lib/use-bt';

export function Skeleton({ rows = 6, label }: { rows?: number; label?: string }) {
  const t = useT();
  return (
    <div className="kk-bet-skeleton" role="status" aria-busy="true">
      <span className="kk-visually-hidden">{label ?? t('main_loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="kk-skeleton kk-bet-skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}

export function EmptyState({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className="kk-bet-empty" role="status">
      <p>{text}</p>
      {children}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const bt = useBT();
  return (
    <div className="kk-error-block kk-bet-error" role="alert">
      <p className="kk-error-block__title">{bt('load_error')}</p>
      <p className="kk-error-block__text">{t(errorText(error))}</p>
      <button type="button" className="kk-button" onClick={onRetry}>
        {bt('retry')}
      </button>
    </div>
  );
}

export function NotFoundState({ text, homeHref }: { text: string; homeHref?: string }) {
  const bt = useBT();
  return (
    <div className="kk-bet-not-found" role="alert" data-state="not-found">
      <h2>{bt('not_found_title')}</h2>
      <p>{text}</p>
      {homeHref && <a href={homeHref}>{bt('back_to_sports')}</a>}
    </div>
  );
}

/** Shown above data that could not be refreshed: the last data stays on screen. */
export function StaleBanner({ status, onRetry }: { status: FeedPollerStatus; onRetry: () => void }) {
  const t = useT();
  const bt = useBT();
  if (!status.stale) return null;
  return (
    <div className="kk-bet-stale" role="status" data-state="stale">
      <span>
        {bt('stale_data')} {t(errorText(status.error))}
      </span>
      <button type="button" className="kk-button kk-button--link" onClick={onRetry}>
        {bt('retry')}
      </button>
    </div>
  );
}

/**
 * The state of a polled feed: skeleton before the first reply, error with retry when there is no
 * data, the stale banner plus the children when there is; `empty` when the list is empty.
 */
export function FeedStateView({
  status,
  hasData,
  isEmpty,
  emptyText,
  onRetry,
  rows,
  children,
}: {
  status: FeedPollerStatus;
  hasData: boolean;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  rows?: number;
  children: React.ReactNode;
}) {
  if (!hasData) {
    if (status.phase === 'error') return <ErrorState error={status.error} onRetry={onRetry} />;
    return <Skeleton rows={rows ?? 6} />;
  }
  return (
    <>
      <StaleBanner status={status} onRetry={onRetry} />
      {isEmpty ? <EmptyState text={emptyText} /> : children}
    </>
  );
}
