/**
 * One support thread: what the ticket is, its messages in order, the reply form (the player sees the
 * reply in the office at once), "Assign to me" / "Unassign" and closing. Every write disables the
 * controls until it is answered, so a double click sends once. While the page is visible the thread
 * reads itself again every `POLL_MS`, so the player's new messages show up.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AgentReplyBodySchema, REPLY_MAX, supportTicketPath, ThreadReplySchema, type ThreadMessageWire, type ThreadWire } from '../../contracts/support';
import * as v from 'valibot';
import { staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { screenPath } from '../../routing/screens';
import { Modal } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { dateTime } from '../../ui/format';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';
import { assignmentChoices } from './inbox-state';

const POLL_MS = 15_000;

/** One write at a time: `run` does nothing while another is under way; its error is kept to show. */
function useWrite(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The ref, not the state, guards: a second click in the same render still sees the first write.
  const running = useRef(false);
  const run = async (write: () => Promise<unknown>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await write();
      onDone();
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function TicketThread({ id, me }: { id: number; me: number }) {
  const t = useT('support');
  const thread = useLoad((signal) => staffCall('GET', supportTicketPath(id), ThreadReplySchema, undefined, signal), [id]);
  const { reload } = thread;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  // The draft lives here, outside the loaded part, so a failed poll (which shows the error) does not lose it.
  const draft = useState('');
  const subject = thread.status === 'ready' ? thread.data.data.subject : null;
  return (
    <section>
      <ScreenHeading>{subject === null ? t('thread_heading_short', { id }) : t('thread_heading', { id, subject })}</ScreenHeading>
      <p><a href={screenPath('support')}>{t('back')}</a></p>
      <Loaded state={thread} reload={reload}>
        {(data) => <ThreadBody thread={data.data} me={me} draft={draft} onChanged={reload} />}
      </Loaded>
    </section>
  );
}

type Draft = [text: string, setText: (text: string) => void];

function ThreadBody({ thread, me, draft, onChanged }: { thread: ThreadWire; me: number; draft: Draft; onChanged: () => void }) {
  const t = useT('support');
  const tc = useT();
  const write = useWrite(onChanged);
  const [confirmClose, setConfirmClose] = useState(false);
  const assign = (to: 'me' | 'nobody') => void write.run(() => staffCall('POST', supportTicketPath(thread.id, 'assign'), ThreadReplySchema, { to }));
  return (
    <>
      <Facts thread={thread} me={me} />
      <div className="bo-actions">
        {assignmentChoices(thread, me).map((to) => (
          <button
            key={to}
            type="button"
            className="kk-button kk-button--ghost"
            disabled={write.busy}
            aria-label={t(to === 'me' ? 'assign_me_label' : 'unassign_label', { id: thread.id })}
            onClick={() => assign(to)}
          >
            {t(to === 'me' ? 'assign_me' : 'unassign')}
          </button>
        ))}
        {thread.status !== 'closed' ? (
          <button type="button" className="kk-button kk-button--ghost" disabled={write.busy} aria-label={t('close_label', { id: thread.id })} onClick={() => setConfirmClose(true)}>
            {t('close')}
          </button>
        ) : null}
      </div>
      <ErrorNote message={confirmClose ? null : write.error} />
      <h2>{t('messages')}</h2>
      <ol className="bo-thread">
        {thread.messages.map((message) => <Message key={message.id} message={message} />)}
      </ol>
      {thread.status === 'closed' ? <p className="bo-hint">{t('closed_note')}</p> : <ReplyForm ticketId={thread.id} draft={draft} onSent={onChanged} />}
      {confirmClose ? (
        <Modal title={t('close_heading', { id: thread.id })} onCancel={() => setConfirmClose(false)}>
          <p>{t('close_text')}</p>
          <ErrorNote message={write.error} />
          <div className="bo-actions">
            <button
              type="button"
              className="kk-button"
              disabled={write.busy}
              onClick={() => void write.run(() => staffCall('POST', supportTicketPath(thread.id, 'close'), ThreadReplySchema, {})).then((done) => done && setConfirmClose(false))}
            >
              {write.busy ? t('closing') : t('close')}
            </button>
            <button type="button" className="kk-button kk-button--ghost" onClick={() => setConfirmClose(false)}>{tc('cancel')}</button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

function Facts({ thread, me }: { thread: ThreadWire; me: number }) {
  const t = useT('support');
  const assignee = thread.assignee === null ? t('nobody') : thread.assignee.staffId === me ? t('you', { name: thread.assignee.name }) : thread.assignee.name;
  return (
    <dl className="bo-facts" aria-label={t('facts')}>
      <dt>{t('fact_player')}</dt>
      <dd>{t('player', { id: thread.playerId })}</dd>
      <dt>{t('fact_kind')}</dt>
      <dd>{t(`kind_${thread.kind}`)}</dd>
      <dt>{t('fact_category')}</dt>
      <dd>{thread.category}</dd>
      <dt>{t('fact_status')}</dt>
      <dd>{t(`status_${thread.status}`)}</dd>
      <dt>{t('fact_language')}</dt>
      <dd>{t(`lang_${thread.lang}`)}</dd>
      <dt>{t('fact_assignee')}</dt>
      <dd>{assignee}</dd>
      <dt>{t('fact_opened')}</dt>
      <dd><time dateTime={thread.createdAt}>{dateTime(thread.createdAt)}</time></dd>
    </dl>
  );
}

function Message({ message }: { message: ThreadMessageWire }) {
  const t = useT('support');
  const author = message.author === 'player'
    ? t('author_player')
    : message.staffId === null ? t('author_bot', { name: message.authorName ?? '' }) : (message.authorName ?? '');
  return (
    <li className="bo-message" data-author={message.author}>
      <p className="bo-message__meta">
        <strong>{author}</strong> · <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
        {message.author === 'agent' ? <> · {message.read ? t('read') : t('unread')}</> : null}
      </p>
      <p className="bo-message__text">{message.text}</p>
    </li>
  );
}

function ReplyForm({ ticketId, draft: [text, setText], onSent }: { ticketId: number; draft: Draft; onSent: () => void }) {
  const t = useT('support');
  const write = useWrite(onSent);
  const [sent, setSent] = useState(false);
  const hintId = useId();
  const valid = v.safeParse(AgentReplyBodySchema, { text }).success;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSent(false);
    const done = await write.run(() => staffCall('POST', supportTicketPath(ticketId, 'replies'), ThreadReplySchema, { text }));
    if (done) {
      setText('');
      setSent(true);
    }
  };
  return (
    <form className="bo-form" onSubmit={submit} aria-labelledby={`${hintId}-h`}>
      <h2 id={`${hintId}-h`}>{t('reply_heading')}</h2>
      <label>
        {t('reply_label')}
        <textarea rows={5} maxLength={REPLY_MAX} value={text} aria-describedby={hintId} onChange={(e) => (setText(e.target.value), setSent(false))} />
      </label>
      <p id={hintId} className="bo-hint">{t('reply_hint')}</p>
      <ErrorNote message={write.error} />
      <p role="status" className="bo-hint">{sent ? t('sent') : ''}</p>
      <div className="bo-actions">
        <button type="submit" className="kk-button" disabled={write.busy || !valid} aria-label={t('send_label', { id: ticketId })}>
          {write.busy ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
