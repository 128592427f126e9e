/**
 * `office/account/edit`: the player's personal data (contracts/profile.ts). Required fields (account
 * spec §5) are marked; the server checks everything and names the field it refuses, shown next to it
 * and announced; a verified player sees the data read-only with the way to change it (support).
 * After a save the user config is read again, so the account page's count follows.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { api, errorText, reloadUserConfig, useHref, useT } from '@kickoff/platform';
import { apiFailure } from '@kickoff/platform-wallet';
import { DOCUMENT_TYPES, ProfileErrorCodes, ProfilePaths, ProfileResponseSchema, type ProfileField, type ProfileReply } from '../contracts/profile';
import { formValues, profileUpdate, PROFILE_FIELDS, type FormValues } from './profile-form';
import './texts';

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; reply: ProfileReply };
type Save = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; field: ProfileField | null; text: string };

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
  const submit = async () => {
    const update = profileUpdate(reply.profile, values);
    setSave({ status: 'saving' });
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
      setSave({ status: 'failed', field: PROFILE_FIELDS.some((f) => f.name === field) ? field : null, text });
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
            const invalid = save.status === 'failed' && save.field === f.name;
            const common = {
              id: `${formId}-${f.name}`,
              name: f.name,
              value: values[f.name],
              'aria-invalid': invalid || undefined,
              'aria-describedby': invalid ? errorId(f.name) : undefined,
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
                {invalid && <p id={errorId(f.name)} className="kk-profile__error">{save.text}</p>}
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
