/**
 * `office/manager`: the player's personal manager from the server (name, e-mail, phone, messenger,
 * working days and hours in the manager's time zone) and a message form that opens a manager ticket.
 */
import './setup';
import { useEffect, useRef, useState } from 'react';
import { useHref, useT } from '@kickoff/platform';
import { MESSAGE_MAX, type Manager, type Ticket } from '../contracts/support';
import { fetchManager, supportErrorText, writeToManager } from './api';
import { TextField, textError } from './fields';

type State = { status: 'loading' } | { status: 'ready'; manager: Manager } | { status: 'none' } | { status: 'error'; error: unknown };

function ManagerMessage() {
  const t = useT();
  const link = useHref();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<Ticket | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next = textError(message, MESSAGE_MAX);
    setError(next);
    if (next) return;
    setBusy(true);
    setFormError(null);
    try {
      setSent(await writeToManager(message.trim()));
      setMessage('');
    } catch (err) {
      setFormError(supportErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="kk-card" aria-labelledby="kk-manager-write">
      <h2 id="kk-manager-write">{t('office-support:manager_write')}</h2>
      <div role="status" aria-live="polite">
        {sent && (
          <div className="kk-support-done">
            <p ref={doneRef} tabIndex={-1}>{t('office-support:manager_sent', { id: sent.id })}</p>
            <a href={link('office-support', {}, { ticket: String(sent.id) })}>{t('office-support:manager_open_ticket')}</a>
          </div>
        )}
      </div>
      <form className="kk-support-form" onSubmit={(e) => void submit(e)} noValidate data-form="manager-message">
        <TextField name="message" label={t('office-support:message')} value={message} onChange={setMessage} max={MESSAGE_MAX} error={error} multiline disabled={busy} />
        {formError && <p className="kk-form-error" role="alert">{t(formError)}</p>}
        <div className="kk-actions">
          <button type="submit" className="kk-button" disabled={busy}>{busy ? t('office-support:sending') : t('office-support:send')}</button>
        </div>
      </form>
    </section>
  );
}

export function ManagerScreen() {
  const t = useT();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchManager(controller.signal).then(
      (manager) => {
        if (!controller.signal.aborted) setState({ status: 'ready', manager });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(supportErrorText(error) === 'office-support:error_not_found' ? { status: 'none' } : { status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = <div className="kk-card" role="status" aria-busy="true">{t('office-support:manager_loading')}</div>;
  } else if (state.status === 'error') {
    body = (
      <div className="kk-error-block" role="alert" data-state="error">
        <p className="kk-error-block__title">{t('office-support:manager_error')}</p>
        <p className="kk-error-block__text">{t(supportErrorText(state.error))}</p>
        <button type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>{t('office-support:retry')}</button>
      </div>
    );
  } else if (state.status === 'none') {
    body = <p role="status" data-state="empty">{t('office-support:manager_none')}</p>;
  } else {
    const { manager } = state;
    const days = manager.days.map((d) => t(`office-support:weekday_${d}`)).join(', ');
    body = (
      <>
        <section className="kk-card" aria-labelledby="kk-manager-name" data-manager>
          <h2 id="kk-manager-name">{manager.name}</h2>
          <dl className="kk-support-facts">
            <dt>{t('office-support:manager_email')}</dt>
            <dd><a href={`mailto:${manager.email}`}>{manager.email}</a></dd>
            <dt>{t('office-support:manager_phone')}</dt>
            <dd><a href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`}>{manager.phone}</a></dd>
            {manager.messenger && (
              <>
                <dt>{t('office-support:manager_messenger')}</dt>
                <dd>{manager.messenger}</dd>
              </>
            )}
            <dt>{t('office-support:manager_hours')}</dt>
            <dd>{t('office-support:manager_hours_value', { days, from: manager.from, to: manager.to, timezone: manager.timezone })}</dd>
          </dl>
        </section>
        <ManagerMessage />
      </>
    );
  }

  return (
    <section className="kk-support-page" data-app="office" data-route="office-manager" aria-labelledby="kk-manager-title">
      <div>
        <h1 id="kk-manager-title" className="kk-page-title">{t('office-support:manager_title')}</h1>
        <p className="kk-muted">{t('office-support:manager_intro')}</p>
      </div>
      {body}
    </section>
  );
}
