/**
 * `office/support`: the player's tickets (newest activity first, unread marks, paged), the new-ticket
 * form and a ticket's thread. What is open is kept in the URL (`?ticket=<id>`, `?new=1`), so the
 * support button's chat link and the browser's back button land on it.
 */
import './setup';
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { $language, $userConfig, navigate, reloadUserConfig, useHref, useRoute, useStore, useT } from '@kickoff/platform';
import type { Ticket, TicketSummary } from '../contracts/support';
import { fetchTickets, SUPPORT_PAGE_SIZE, supportErrorText } from './api';
import { formatWhen } from './format';
import { NewTicketForm } from './NewTicketForm';
import { Thread } from './Thread';

/** `?ticket=<id>` and `?new=1`; anything else reads as nothing open. */
const SupportQuerySchema = v.object({
  ticket: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))), undefined),
  new: v.fallback(v.optional(v.picklist(['1'])), undefined),
});

export function supportQuery(search: string): { ticket: number | null; isNew: boolean } {
  const parsed = v.parse(SupportQuerySchema, Object.fromEntries(new URLSearchParams(search)));
  return { ticket: parsed.ticket ?? null, isNew: parsed.new === '1' };
}

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; items: TicketSummary[]; total: number }
  | { status: 'error'; error: unknown };

function TicketList({ state, page, setPage, current, onRetry }: { state: ListState; page: number; setPage(p: number): void; current: number | null; onRetry(): void }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  if (state.status === 'loading') {
    return <div role="status" aria-busy="true" className="kk-skeleton kk-support-skeleton"><span className="kk-visually-hidden">{t('office-support:loading')}</span></div>;
  }
  if (state.status === 'error') {
    return (
      <div className="kk-error-block" role="alert" data-state="error">
        <p className="kk-error-block__title">{t('office-support:load_error')}</p>
        <p className="kk-error-block__text">{t(supportErrorText(state.error))}</p>
        <button type="button" className="kk-button" onClick={onRetry}>{t('office-support:retry')}</button>
      </div>
    );
  }
  if (state.total === 0) return <p role="status" data-state="empty">{t('office-support:empty')}</p>;
  const pages = Math.max(1, Math.ceil(state.total / SUPPORT_PAGE_SIZE));
  return (
    <>
      <ul className="kk-support-list">
        {state.items.map((item) => (
          <li key={item.id} className="kk-support-list__item" data-ticket-id={item.id} data-unread={item.unread}>
            <a href={link('office-support', {}, { ticket: String(item.id) })} aria-current={item.id === current ? 'true' : undefined}>
              <span className="kk-support-list__top">
                <span>{item.subject}</span>
                {item.unread > 0 && (
                  <span className="kk-support-badge" aria-label={t('office-support:unread_label', { count: item.unread })}>
                    {t('office-support:unread_badge', { count: item.unread })}
                  </span>
                )}
              </span>
              <span className="kk-support-status kk-muted">
                {t(`office-support:category_${item.category}`)} ·{' '}
                {item.status === 'closed'
                  ? t('office-support:status_closed')
                  : t(item.lastAuthor === 'agent' ? 'office-support:awaiting_you' : 'office-support:awaiting_support')}
              </span>
              <span className="kk-support-status kk-muted">{t('office-support:updated', { date: formatWhen(item.updatedAt, lang) })}</span>
            </a>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('office-support:pages')} className="kk-actions">
          <button type="button" className="kk-button kk-button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('office-support:prev')}</button>
          <span aria-live="polite">{t('office-support:page_of', { page, pages })}</span>
          <button type="button" className="kk-button kk-button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('office-support:next')}</button>
        </nav>
      )}
    </>
  );
}

export function SupportScreen() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const { ticket, isNew } = supportQuery(route?.search ?? '');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    setList((prev) => (prev.status === 'ready' ? prev : { status: 'loading' }));
    fetchTickets(page, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setList({ status: 'ready', items: data.items, total: data.total });
        // The menu's badge reads user_msg_count from the user config: bring it in line with what support says.
        const config = $userConfig.get();
        if (config && config.user_msg_count !== data.unread) reloadUserConfig().catch((err: unknown) => console.warn('user config reload failed', err));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setList({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [page, version]);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  const created = (created: Ticket) => {
    setNotice(t('office-support:created', { id: created.id }));
    setPage(1);
    refresh();
    navigate(link('office-support', {}, { ticket: String(created.id) }));
  };

  return (
    <section className="kk-support-page" data-app="office" data-route="office-support" aria-labelledby="kk-support-title">
      <div className="kk-support-page__head">
        <div>
          <h1 id="kk-support-title" className="kk-page-title">{t('office-support:title')}</h1>
          <p className="kk-muted">{t('office-support:intro')}</p>
        </div>
        {!isNew && <a className="kk-button" href={link('office-support', {}, { new: '1' })}>{t('office-support:new_ticket')}</a>}
      </div>
      <p className="kk-visually-hidden" role="status" aria-live="polite">{notice}</p>
      <div className="kk-support-layout">
        <section className="kk-card" aria-labelledby="kk-support-list-title">
          <h2 id="kk-support-list-title">{t('office-support:tickets')}</h2>
          <TicketList state={list} page={page} setPage={setPage} current={ticket} onRetry={refresh} />
        </section>
        <div>
          {isNew ? (
            <NewTicketForm onCreated={created} onCancel={() => navigate(link('office-support'))} />
          ) : ticket !== null ? (
            <Thread key={ticket} ticketId={ticket} onChanged={refresh} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
