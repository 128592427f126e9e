/** The new-ticket form: subject, topic and message, checked as the server checks them. */
import { useEffect, useRef, useState } from 'react';
import { useT } from '@kickoff/platform';
import { MESSAGE_MAX, SUBJECT_MAX, TICKET_CATEGORIES, type Ticket, type TicketCategory } from '../contracts/support';
import { createTicket, supportErrorText } from './api';
import { TextField, textError } from './fields';

export function NewTicketForm({ onCreated, onCancel }: { onCreated(ticket: Ticket): void; onCancel(): void }) {
  const t = useT();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('other');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject: string | null; message: string | null }>({ subject: null, message: null });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next = { subject: textError(subject, SUBJECT_MAX), message: textError(message, MESSAGE_MAX) };
    setErrors(next);
    if (next.subject || next.message) return;
    setBusy(true);
    setFormError(null);
    try {
      onCreated(await createTicket({ subject: subject.trim(), category, message: message.trim() }));
    } catch (err) {
      setFormError(supportErrorText(err));
      setBusy(false);
    }
  };

  return (
    <section className="kk-card" aria-labelledby="kk-support-new-title">
      <h2 id="kk-support-new-title" tabIndex={-1} ref={headingRef}>{t('office-support:new_ticket')}</h2>
      <form className="kk-support-form" onSubmit={(e) => void submit(e)} noValidate data-form="new-ticket">
        <TextField name="subject" label={t('office-support:subject')} value={subject} onChange={setSubject} max={SUBJECT_MAX} error={errors.subject} disabled={busy} />
        <div className="kk-field">
          <label className="kk-field__label" htmlFor="kk-support-category">{t('office-support:category')}</label>
          <select id="kk-support-category" name="category" value={category} disabled={busy} onChange={(e) => setCategory(TICKET_CATEGORIES.find((c) => c === e.target.value) ?? 'other')}>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>{t(`office-support:category_${c}`)}</option>
            ))}
          </select>
        </div>
        <TextField name="message" label={t('office-support:message')} value={message} onChange={setMessage} max={MESSAGE_MAX} error={errors.message} multiline disabled={busy} />
        {formError && <p className="kk-form-error" role="alert">{t(formError)}</p>}
        <div className="kk-actions">
          <button type="submit" className="kk-button" disabled={busy}>{busy ? t('office-support:creating') : t('office-support:create')}</button>
          <button type="button" className="kk-button kk-button--ghost" disabled={busy} onClick={onCancel}>{t('office-support:cancel')}</button>
        </div>
      </form>
    </section>
  );
}
