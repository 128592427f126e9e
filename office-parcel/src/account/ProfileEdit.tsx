/**
 * `office/account/edit`: the player's personal data (contracts/profile.ts), with the spec's middle name,
 * birth place, region, city, document series and issuer. Required fields (account spec §5) are marked;
 * the shared personal-data rules (`loadFormRules()`, the server checks the same) are checked before
 * sending, each problem shown next to its field and the first field focused; a field the server still
 * refuses is shown the same way and announced. A verified player sees the data read-only with the way
 * to change it (support). After a save the user config is read again, so the account page's count follows.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { api, errorText, loadFormRules, reloadUserConfig, useHref, useT } from '@kickoff/platform';
import { apiFailure } from '@kickoff/platform-wallet';
import { DOCUMENT_TYPES, ProfileErrorCodes, ProfilePaths, ProfileResponseSchema, type ProfileField, type ProfileReply } from '../contracts/profile';
import { formValues, profileProblems, profileUpdate, PROFILE_FIELDS, type FormValues } from './profile-form';
import './texts';

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; reply: ProfileReply };
type FieldErrors = Partial<Record<ProfileField, string>>;
type Save = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; fields: FieldErrors; text: string };
/** Fields with a format hint under them. */
const HINTED: ReadonlySet<ProfileField> = new Set(['passport_series', 'passport']);

const todayIso = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const fetchProfile = () => api.request({ service: 'web', path: ProfilePaths.profileCall, auth: true, cache: 'no-store', schema: ProfileResponseSchema });

export function ProfileEdit() {
  const t = useT();
  const href = useHref();
  const formId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [values, setValues] = useState<FormValues | null>(null);
  const [save, setSave] = useState<Save>({ status: 'idle' });

  const read = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchProfile().then(
      (r) => {
        setLoad({ status: 'ready', reply: r.data });
        setValues(formValues(r.data.profile));
      },
      (error: unknown) => setLoad({ status: 'error', error }),
    );
  }, []);
  useEffect(read, [read]);

  if (load.status === 'loading') return <p role="status" aria-busy="true">{t('office-account:edit_loading')}</p>;
  if (load.status === 'error' || values === null) {
    return (
      <div role="alert">
        <p>{t('office-account:edit_error')}{load.status === 'error' ? `: ${t(errorText(load.error))}` : ''}</p>
        <button type="button" className="kk-button" onClick={read}>{t('office-account:edit_retry')}</button>
      </div>
    );
  }
  const { reply } = load;
  const focusField = (name: ProfileField) => document.getElementById(`${formId}-${name}`)?.focus();
  const submit = async () => {
    const update = profileUpdate(reply.profile, values);
    setSave({ status: 'saving' });
    const rules = await loadFormRules().catch((error: unknown) => {
      setSave({ status: 'failed', fields: {}, text: t(errorText(error)) });
      return null;
    });
    if (!rules) return;
    const problems = profileProblems(rules, reply.profile, values, todayIso(), reply.minAge);
    const fields: FieldErrors = {};
    for (const f of PROFILE_FIELDS) {
      const problem = problems[f.name];
      if (problem) fields[f.name] = t(`office-account:problem_${problem}`, { age: reply.minAge });
    }
    const first = PROFILE_FIELDS.find((f) => fields[f.name]);
    if (first) {
      setSave({ status: 'failed', fields, text: fields[first.name] ?? '' });
      focusField(first.name);
      return;
    }
    try {
      const saved = await api.request({ service: 'web', path: ProfilePaths.profileCall, method: 'POST', auth: true, body: update, schema: ProfileResponseSchema });
      setLoad({ status: 'ready', reply: saved.data });
      setValues(formValues(saved.data.profile));
      setSave({ status: 'saved' });
      void reloadUserConfig().catch(() => undefined);
    } catch (error) {
      const failure = apiFailure(error);
      const field = (failure.pointer?.slice(1) ?? null) as ProfileField | null;
      const text = failure.code === ProfileErrorCodes.tooYoung ? t('office-account:edit_too_young', { age: reply.minAge }) : t(errorText(error));
      const known = PROFILE_FIELDS.find((f) => f.name === field);
      setSave({ status: 'failed', fields: known ? { [known.name]: text } : {}, text });
      if (known) focusField(known.name);
    }
  };
  const errorId = (name: ProfileField) => `${formId}-${name}-error`;
  return (
    <div className="kk-profile">
      <h1>{t('office-account:edit_title')}</h1>
      {reply.locked ? (
        <p role="note">
          {t('office-account:edit_locked')} <a href={href('office-support')}>{t('office-account:edit_support_link')}</a>
        </p>
      ) : (
        <p>{t('office-account:edit_hint_required')}</p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (save.status !== 'saving') void submit();
        }}
      >
        <fieldset disabled={reply.locked}>
          {PROFILE_FIELDS.map((f) => {
            const fieldError = save.status === 'failed' ? save.fields[f.name] : undefined;
            const invalid = fieldError !== undefined;
            const hintId = `${formId}-${f.name}-hint`;
            const describedBy = [invalid ? errorId(f.name) : null, HINTED.has(f.name) ? hintId : null].filter(Boolean).join(' ');
            const common = {
              id: `${formId}-${f.name}`,
              name: f.name,
              value: values[f.name],
              'aria-invalid': invalid || undefined,
              'aria-describedby': describedBy || undefined,
              'aria-required': f.required || undefined,
              onChange: (e: { target: { value: string } }) => setValues({ ...values, [f.name]: e.target.value }),
            };
            return (
              <div key={f.name} className="kk-profile__field">
                <label htmlFor={common.id}>
                  {t(`office-account:field_${f.name}`)}
                  {f.required && <span aria-hidden="true"> *</span>}
                </label>
                {f.kind === 'document' ? (
                  <select {...common}>
                    <option value="">{t('office-account:document_none')}</option>
                    {DOCUMENT_TYPES.map((d) => (
                      <option key={d} value={d}>{t(`office-account:document_${d}`)}</option>
                    ))}
                  </select>
                ) : (
                  <input {...common} type={f.kind === 'date' ? 'date' : 'text'} autoComplete={f.autoComplete ?? 'off'} />
                )}
                {HINTED.has(f.name) && <p id={hintId} className="kk-profile__hint">{t(`office-account:hint_${f.name}`)}</p>}
                {invalid && <p id={errorId(f.name)} className="kk-profile__error">{fieldError}</p>}
              </div>
            );
          })}
          <button type="submit" className="kk-button kk-button--primary" disabled={save.status === 'saving'}>
            {save.status === 'saving' ? t('office-account:edit_saving') : t('office-account:edit_save')}
          </button>
        </fieldset>
        <p role={save.status === 'failed' ? 'alert' : 'status'} className={save.status === 'failed' ? 'kk-profile__error' : 'kk-profile__ok'}>
          {save.status === 'saved' && t('office-account:edit_saved')}
          {save.status === 'failed' && t('office-account:edit_failed', { reason: save.text })}
        </p>
      </form>
    </div>
  );
}
