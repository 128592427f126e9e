/** `office/share-idea`: a topic and the idea's text, stored on the server; the player is thanked. */
import './setup';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@kickoff/platform';
import { IDEA_MAX, IDEA_TOPICS } from '../contracts/support';
import { shareIdea, supportErrorText } from './api';
import { TextField, textError } from './fields';

type Topic = (typeof IDEA_TOPICS)[number];

export function ShareIdeaScreen() {
  const t = useT();
  const [topic, setTopic] = useState<Topic>('other');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next = textError(text, IDEA_MAX);
    setError(next);
    if (next) return;
    setBusy(true);
    setFormError(null);
    try {
      await shareIdea({ topic, text: text.trim() });
      setText('');
      setDone(true);
    } catch (err) {
      setFormError(supportErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="kk-support-page" data-app="office" data-route="office-share-idea" aria-labelledby="kk-idea-title">
      <div>
        <h1 id="kk-idea-title" className="kk-page-title">{t('office-support:idea_title')}</h1>
        <p className="kk-muted">{t('office-support:idea_intro')}</p>
      </div>
      <div role="status" aria-live="polite">
        {done && (
          <div className="kk-support-done">
            <p ref={doneRef} tabIndex={-1}>{t('office-support:idea_thanks')}</p>
            <button type="button" className="kk-button kk-button--ghost" onClick={() => setDone(false)}>{t('office-support:idea_another')}</button>
          </div>
        )}
      </div>
      {!done && (
        <form className="kk-card kk-support-form" onSubmit={(e) => void submit(e)} noValidate data-form="idea">
          <div className="kk-field">
            <label className="kk-field__label" htmlFor="kk-idea-topic">{t('office-support:idea_topic')}</label>
            <select id="kk-idea-topic" name="topic" value={topic} disabled={busy} onChange={(e) => setTopic(IDEA_TOPICS.find((x) => x === e.target.value) ?? 'other')}>
              {IDEA_TOPICS.map((x) => (
                <option key={x} value={x}>{t(`office-support:idea_topic_${x}`)}</option>
              ))}
            </select>
          </div>
          <TextField name="idea" label={t('office-support:idea_text')} value={text} onChange={setText} max={IDEA_MAX} error={error} multiline disabled={busy} />
          {formError && <p className="kk-form-error" role="alert">{t(formError)}</p>}
          <div className="kk-actions">
            <button type="submit" className="kk-button" disabled={busy}>{busy ? t('office-support:sending') : t('office-support:idea_send')}</button>
          </div>
        </form>
      )}
    </section>
  );
}
