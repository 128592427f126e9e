/**
 * One support ticket: its messages (the player's and support's, with author and time), a reply box
 * while it is open, closing it, and a polite live region that announces support's new messages (the
 * thread reads the ticket again every `pollMs` while the page is visible; reading marks them read).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { $language, useStore, useT } from '@kickoff/platform';
import { MESSAGE_MAX, type Ticket } from '../contracts/support';
import { closeTicket, fetchTicket, replyToTicket, supportErrorText } from './api';
import { TextField, textError } from './fields';
import { formatWhen } from './format';

export const THREAD_POLL_MS = 15_000;

type State = { status: 'loading' } | { status: 'ready'; ticket: Ticket } | { status: 'error'; error: unknown };

const agentCount = (ticket: Ticket) => ticket.messages.filter((m) => m.author === 'agent').length;

export function Thread({ ticketId, onChanged, pollMs = THREAD_POLL_MS }: { ticketId: number; onChanged(): void; pollMs?: number }) {
  const t = useT();
  const lang = useStore($language);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'close' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const seenAgent = useRef<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const show = useCallback(
    (ticket: Ticket) => {
      const count = agentCount(ticket);
      if (seenAgent.current !== null && count > seenAgent.current) {
        setAnnounce(t('office-support:new_messages', { count: count - seenAgent.current }));
        onChanged();
      }
      seenAgent.current = count;
      setState({ status: 'ready', ticket });
    },
    [t, onChanged],
  );

  useEffect(() => {
    const controller = new AbortController();
    seenAgent.current = null;
    setState({ status: 'loading' });
    fetchTicket(ticketId, controller.signal).then(
      (ticket) => {
        if (controller.signal.aborted) return;
        show(ticket);
        // Opening read support's messages: the list's unread marks drop.
        if (ticket.messages.some((m) => m.author === 'agent')) onChanged();
        headingRef.current?.focus();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // A new ticket (or a retry) loads afresh; show and onChanged are read as they are then.
  }, [ticketId, attempt]);

  const open = state.status === 'ready' && state.ticket.status === 'open';
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      fetchTicket(ticketId).then(show, () => undefined);
    }, pollMs);
    return () => clearInterval(timer);
  }, [open, ticketId, pollMs, show]);

  if (state.status === 'loading') {
    return (
      <div className="kk-card" role="status" aria-busy="true">
        {t('office-support:loading')}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="kk-error-block" role="alert" data-state="error">
        <p className="kk-error-block__title">{t('office-support:ticket_error')}</p>
        <p className="kk-error-block__text">{t(supportErrorText(state.error))}</p>
        <button type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>{t('office-support:retry')}</button>
      </div>
    );
  }

  const { ticket } = state;
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const error = textError(draft, MESSAGE_MAX);
    setDraftError(error);
    if (error) return;
    setBusy('send');
    setActionError(null);
    try {
      show(await replyToTicket(ticket.id, draft.trim()));
      setDraft('');
      setAnnounce(t('office-support:sent'));
      onChanged();
    } catch (err) {
      setActionError(supportErrorText(err));
    } finally {
      setBusy(null);
    }
  };
  const close = async () => {
    setBusy('close');
    setActionError(null);
    try {
      show(await closeTicket(ticket.id));
      setAnnounce(t('office-support:closed_done'));
      onChanged();
    } catch (err) {
      setActionError(supportErrorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <article className="kk-card kk-support-thread" aria-labelledby="kk-support-thread-title" data-ticket-id={ticket.id} data-status={ticket.status}>
      <h2 id="kk-support-thread-title" tabIndex={-1} ref={headingRef}>
        {t('office-support:thread_title', { id: ticket.id, subject: ticket.subject })}
      </h2>
      <p className="kk-muted">
        {t(`office-support:category_${ticket.category}`)} · {t(`office-support:status_${ticket.status}`)}
      </p>
      <ol className="kk-support-messages" aria-label={t('office-support:messages')}>
        {ticket.messages.map((m) => (
          <li key={m.id} className={`kk-support-message kk-support-message--${m.author}`} data-author={m.author}>
            <span className="kk-support-message__meta">
              {m.author === 'player' ? t('office-support:you') : m.authorName} · <time dateTime={new Date(m.createdAt).toISOString()}>{formatWhen(m.createdAt, lang)}</time>
            </span>
            {m.text}
          </li>
        ))}
      </ol>
      <p className="kk-visually-hidden" aria-live="polite" role="status" data-live="support-thread">{announce}</p>
      {actionError && <p className="kk-form-error" role="alert">{t(actionError)}</p>}
      {ticket.status === 'open' ? (
          <form className="kk-support-form" onSubmit={(e) => void send(e)} noValidate>
            <TextField name="reply" label={t('office-support:reply')} value={draft} onChange={setDraft} max={MESSAGE_MAX} error={draftError} multiline disabled={busy !== null} />
            <div className="kk-actions">
              <button type="submit" className="kk-button" disabled={busy !== null}>
                {busy === 'send' ? t('office-support:sending') : t('office-support:send')}
              </button>
              <button type="button" className="kk-button kk-button--ghost" disabled={busy !== null} onClick={() => void close()}>
                {busy === 'close' ? t('office-support:closing') : t('office-support:close_ticket')}
              </button>
            </div>
          </form>
      ) : (
        <p className="kk-muted">{t('office-support:closed_note')}</p>
      )}
    </article>
  );
}
