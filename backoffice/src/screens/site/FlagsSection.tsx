/** Feature flags: a checkbox per on/off key of the site config; only the changed ones are sent. */
import { useId, useState, type FormEvent } from 'react';
import { FlagsChangeReplySchema, SITE_PATHS, SiteFlagsPatchSchema } from '../../contracts/site';
import { staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { errorText } from '../../ui/errors';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { changedEntries, issuesByField, issuesText } from './forms';
import { useSiteConfig } from './use-site-config';

export function FlagsSection() {
  const t = useT('site');
  const config = useSiteConfig();
  const id = useId();
  // Kept here: the form remounts on the reloaded value after a save, and the note must outlive it.
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('section_flags')}</h2>
      <Loaded state={config} reload={config.reload}>
        {(data) => <FlagsForm key={JSON.stringify(data.data.flags)} initial={data.data.flags} saved={saved} onEdit={() => setSaved(false)} onSaved={() => (setSaved(true), config.reload())} />}
      </Loaded>
    </section>
  );
}

function FlagsForm({ initial, saved, onEdit, onSaved }: { initial: Readonly<Record<string, boolean>>; saved: boolean; onEdit: () => void; onSaved: () => void }) {
  const t = useT('site');
  const tc = useT();
  const [flags, setFlags] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = changedEntries(initial, flags);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const issues = issuesByField(SiteFlagsPatchSchema, changed);
    if (Object.keys(issues).length > 0) return setError(issuesText(issues));
    setBusy(true);
    setError(null);
    try {
      await staffCall('PUT', SITE_PATHS.flags, FlagsChangeReplySchema, changed);
      onSaved();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const nothing = Object.keys(changed).length === 0;
  return (
    <form className="bo-form" onSubmit={submit}>
      <fieldset className="bo-checks">
        <legend>{t('flags_legend')}</legend>
        {Object.keys(flags).sort().map((key) => (
          <label key={key}>
            <input type="checkbox" checked={flags[key] ?? false} onChange={(event) => (setFlags({ ...flags, [key]: event.target.checked }), onEdit())} />
            <code>{key}</code>
          </label>
        ))}
      </fieldset>
      <p className="bo-hint">{t('flags_hint')}</p>
      <ErrorNote message={error} />
      <p role="status" className="bo-status">{saved ? t('saved') : nothing ? t('nothing_changed') : ''}</p>
      <button type="submit" className="kk-button" disabled={busy || nothing}>{busy ? tc('saving') : t('save_flags')}</button>
    </form>
  );
}
