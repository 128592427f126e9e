/**
 * The maintenance notice (admins and content editors): the `maintenance` group (active, web state, the
 * maintenance and notice times), the text every language shows and the languages' own texts. Checked
 * with the contract's MaintenanceNoticeSchema before the call; problems are shown at their field.
 */
import { useId, useState, type FormEvent } from 'react';
import { MaintenanceChangeReplySchema, MaintenanceNoticeSchema, SITE_PATHS, type MaintenanceNotice } from '../../contracts/site';
import { staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { errorText } from '../../ui/errors';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { isoToLocalInput, issuesByField, issuesText, localInputToIso } from './forms';
import { useSiteConfig } from './use-site-config';

const TIMES = ['started_at', 'ended_at', 'notify_started_at', 'notify_ended_at'] as const;
type TimeKey = (typeof TIMES)[number];

export function MaintenanceSection() {
  const t = useT('site');
  const config = useSiteConfig();
  const id = useId();
  // Kept here: the form remounts on the reloaded value after a save, and the note must outlive it.
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('section_maintenance')}</h2>
      <Loaded state={config} reload={config.reload}>
        {(data) => <NoticeForm key={JSON.stringify(data.data.maintenance)} initial={data.data.maintenance} saved={saved} onEdit={() => setSaved(false)} onSaved={() => (setSaved(true), config.reload())} />}
      </Loaded>
    </section>
  );
}

function NoticeForm({ initial, saved, onEdit, onSaved }: { initial: MaintenanceNotice; saved: boolean; onEdit: () => void; onSaved: () => void }) {
  const t = useT('site');
  const tc = useT();
  const id = useId();
  const [isActive, setActive] = useState(initial.notice.isActive);
  const [webState, setWebState] = useState(String(initial.notice.web_state));
  const [times, setTimes] = useState<Record<TimeKey, string>>(() => Object.fromEntries(TIMES.map((key) => [key, isoToLocalInput(initial.notice[key])])) as Record<TimeKey, string>);
  const [text, setText] = useState(initial.text);
  const [texts, setTexts] = useState<Array<[string, string]>>(Object.entries(initial.texts));
  const [newLang, setNewLang] = useState('');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const build = (): unknown => ({
    notice: {
      ...Object.fromEntries(TIMES.map((key) => [key, localInputToIso(times[key]) ?? times[key]])),
      isActive,
      web_state: webState.trim() === '' ? Number.NaN : Number(webState),
    },
    text,
    texts: Object.fromEntries(texts),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = build();
    const found = issuesByField(MaintenanceNoticeSchema, body);
    setIssues(found);
    if (Object.keys(found).length > 0) return setError(issuesText(found));
    setBusy(true);
    setError(null);
    try {
      await staffCall('PUT', SITE_PATHS.maintenance, MaintenanceChangeReplySchema, body);
      onSaved();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const problem = (path: string) => {
    const message = issues[path];
    return {
      field: { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-${path}` : undefined },
      note: message ? <span id={`${id}-${path}`} className="bo-error">{message}</span> : null,
    };
  };
  const addLang = () => {
    const lang = newLang.trim().toLowerCase();
    if (!/^[a-z]{2}$/.test(lang) || texts.some(([code]) => code === lang)) return;
    setTexts([...texts, [lang, text]]);
    setNewLang('');
    onEdit();
  };
  const web = problem('notice.web_state');
  return (
    <form className="bo-form" onSubmit={submit} noValidate>
      <label className="bo-check">
        <input type="checkbox" checked={isActive} onChange={(event) => (setActive(event.target.checked), onEdit())} />
        {t('notice_active')}
      </label>
      <label>
        {t('notice_web_state')}
        <input type="number" min={0} step={1} value={webState} onChange={(event) => (setWebState(event.target.value), onEdit())} {...web.field} />
        {web.note}
      </label>
      <p className="bo-hint" id={`${id}-times`}>{t('notice_time_hint')}</p>
      {TIMES.map((key) => {
        const p = problem(`notice.${key}`);
        return (
          <label key={key}>
            {t(`notice_${key}`)}
            <input
              type="datetime-local"
              value={times[key]}
              onChange={(event) => (setTimes({ ...times, [key]: event.target.value }), onEdit())}
              {...p.field}
              aria-describedby={[`${id}-times`, p.field['aria-describedby']].filter(Boolean).join(' ')}
            />
            {p.note}
          </label>
        );
      })}
      <label>
        {t('notice_text')}
        <textarea rows={3} maxLength={2000} value={text} onChange={(event) => (setText(event.target.value), onEdit())} />
      </label>
      <fieldset>
        <legend>{t('notice_texts')}</legend>
        {texts.map(([lang, value], index) => {
          const p = problem(`texts.${lang}`);
          return (
            <div key={lang} className="bo-lang-text">
              <label>
                {t('notice_lang_text', { lang })}
                <textarea rows={2} maxLength={2000} value={value} onChange={(event) => (setTexts(texts.map((entry, i) => (i === index ? [lang, event.target.value] : entry))), onEdit())} {...p.field} />
                {p.note}
              </label>
              <button type="button" className="kk-button kk-button--ghost" onClick={() => (setTexts(texts.filter((_, i) => i !== index)), onEdit())}>
                {t('notice_remove_lang', { lang })}
              </button>
            </div>
          );
        })}
        <div className="bo-actions">
          <label>
            {t('notice_new_lang')}
            <input value={newLang} maxLength={2} onChange={(event) => setNewLang(event.target.value)} onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), addLang())} />
          </label>
          <button type="button" className="kk-button kk-button--ghost" onClick={addLang}>{t('notice_add_lang')}</button>
        </div>
      </fieldset>
      <ErrorNote message={error} />
      <p role="status" className="bo-status">{saved ? t('saved') : ''}</p>
      <button type="submit" className="kk-button" disabled={busy}>{busy ? tc('saving') : t('save_notice')}</button>
    </form>
  );
}
