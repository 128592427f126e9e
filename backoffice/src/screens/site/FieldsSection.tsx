/**
 * Config fields: every stored value that is not a flag (the maintenance text apart), as a number, a
 * line of text or JSON. Inputs are read back and checked before the call; the server checks each value
 * against the site-config schema and its message is shown.
 */
import { useId, useState, type FormEvent } from 'react';
import { FieldsChangeReplySchema, SITE_PATHS, SiteFieldsPatchSchema } from '../../contracts/site';
import { staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { errorText } from '../../ui/errors';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { changedEntries, fieldKind, fieldText, issuesByField, issuesText, parseField, type FieldKind } from './forms';
import { useSiteConfig } from './use-site-config';

export function FieldsSection() {
  const t = useT('site');
  const config = useSiteConfig();
  const id = useId();
  // Kept here: the form remounts on the reloaded value after a save, and the note must outlive it.
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('section_fields')}</h2>
      <Loaded state={config} reload={config.reload}>
        {(data) => <FieldsForm key={JSON.stringify(data.data.fields)} initial={data.data.fields} saved={saved} onEdit={() => setSaved(false)} onSaved={() => (setSaved(true), config.reload())} />}
      </Loaded>
    </section>
  );
}

function FieldsForm({ initial, saved, onEdit, onSaved }: { initial: Readonly<Record<string, unknown>>; saved: boolean; onEdit: () => void; onSaved: () => void }) {
  const t = useT('site');
  const tc = useT();
  const keys = Object.keys(initial).sort();
  const kinds: Record<string, FieldKind> = Object.fromEntries(keys.map((key) => [key, fieldKind(initial[key])]));
  const initialTexts = Object.fromEntries(keys.map((key) => [key, fieldText(kinds[key] ?? 'json', initial[key])]));
  const [texts, setTexts] = useState<Record<string, string>>(initialTexts);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changedTexts = changedEntries(initialTexts, texts);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const patch: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    for (const [key, text] of Object.entries(changedTexts)) {
      const parsed = parseField(kinds[key] ?? 'json', text);
      if (parsed.ok) patch[key] = parsed.value;
      else errors[key] = parsed.message;
    }
    setFieldErrors(errors);
    const issues = { ...issuesByField(SiteFieldsPatchSchema, patch), ...errors };
    if (Object.keys(issues).length > 0) return setError(issuesText(issues));
    setBusy(true);
    setError(null);
    try {
      await staffCall('PUT', SITE_PATHS.config, FieldsChangeReplySchema, patch);
      onSaved();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const set = (key: string) => (event: { target: { value: string } }) => (setTexts({ ...texts, [key]: event.target.value }), onEdit());
  const nothing = Object.keys(changedTexts).length === 0;
  return (
    <form className="bo-form" onSubmit={submit} noValidate>
      <p className="bo-hint">{t('fields_hint')}</p>
      {keys.map((key) => {
        const kind = kinds[key] ?? 'json';
        const problem = fieldErrors[key];
        const describedBy = problem ? `${key}-error` : undefined;
        const common = { value: texts[key] ?? '', onChange: set(key), 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy };
        return (
          <label key={key}>
            <code>{key}</code>
            {kind === 'json' ? <textarea rows={Math.min(8, (texts[key] ?? '').split('\n').length)} spellCheck={false} {...common} /> : <input type={kind === 'number' ? 'number' : 'text'} step="any" {...common} />}
            {problem ? <span id={describedBy} className="bo-error">{problem}</span> : null}
          </label>
        );
      })}
      <ErrorNote message={error} />
      <p role="status" className="bo-status">{saved ? t('saved') : nothing ? t('nothing_changed') : ''}</p>
      <button type="submit" className="kk-button" disabled={busy || nothing}>{busy ? tc('saving') : t('save_fields')}</button>
    </form>
  );
}
