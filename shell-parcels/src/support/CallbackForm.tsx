/**
 * The support button's callback form (shell spec §1, §5), a lazy chunk with its own texts: phone,
 * preferred time and the language of the call (the site's languages the `support` config group does not
 * exclude), posted to the support service (docs/api.md "Support", POST office/support/callback), which
 * re-checks the player, the phone and the language. The path and the reply's shape are the office
 * contract's (office-parcel/src/contracts/support.ts); the shell cannot import the office, so they are
 * repeated here and checked by tests/server/support/requests.test.ts and the browser test. The number
 * is written with the phone mask of the country code it starts with, and its length checked by it.
 */
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { $language, $userConfig, addTranslations, api, errorText, useStore, useT } from '@kickoff/platform';
import { usePhoneMasking } from '../auth/phone-masking';
import { Modal } from '../ui/Modal';

addTranslations('support-callback', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });

/** Under the client's `web` base: POST /web-api/office/support/callback. */
export const CALLBACK_PATH = 'office/support/callback';
const TIMES = ['asap', 'morning', 'afternoon', 'evening'] as const;
/** The languages the site speaks (platform i18n); the form offers those not excluded. */
const SITE_LANGUAGES = ['ru', 'en'] as const;

const CallbackReplySchema = v.object({ data: v.object({ id: v.number(), phone: v.string() }) });
const FailureSchema = v.object({ status: v.number(), code: v.nullable(v.string()) });

/** `+` and 10–15 digits once spaces, dashes and brackets are dropped (the server's rule). */
export const normalizePhone = (raw: string): string | null => {
  const phone = raw.replace(/[\s()-]/g, '');
  return /^\+\d{10,15}$/.test(phone) ? phone : null;
};

function failureText(error: unknown): string {
  const failure = v.safeParse(FailureSchema, error);
  if (failure.success) {
    if (failure.output.code === 'too_many_requests') return 'support-callback:error_too_many';
    if (failure.output.code === 'callback_language_excluded') return 'support-callback:error_language';
    if (failure.output.status === 401) return 'support-callback:error_sign_in';
  }
  return errorText(error);
}

export function CallbackForm({ excluded, onClose }: { excluded: readonly string[]; onClose(): void }) {
  const t = useT();
  const lang = useStore($language);
  const config = useStore($userConfig);
  const languages = SITE_LANGUAGES.filter((l) => !excluded.includes(l));
  const [phone, setPhone] = useState(config?.phone_number ? `${config.phone_code?.startsWith('+') ? '' : '+'}${config.phone_code ?? ''}${config.phone_number}` : '');
  const [time, setTime] = useState<(typeof TIMES)[number]>('asap');
  const [language, setLanguage] = useState<string>(languages.find((l) => l === lang) ?? languages[0] ?? lang);
  const [phoneError, setPhoneError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const masking = usePhoneMasking();
  useEffect(() => {
    if (masking) setPhone((p) => masking.formatFull(p));
  }, [masking]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const normalized = normalizePhone(phone);
    setPhoneError(normalized === null || Boolean(masking?.fullProblem(phone)));
    if (!normalized || masking?.fullProblem(phone)) return;
    setBusy(true);
    setError(null);
    try {
      const reply = await api.request({ service: 'web', path: CALLBACK_PATH, method: 'POST', auth: true, body: { phone: normalized, preferredTime: time, language }, schema: CallbackReplySchema });
      setDone(reply.data.phone);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('support-callback:title')} onClose={onClose}>
      {done ? (
        <div role="status" data-state="done">
          <p ref={doneRef} tabIndex={-1}>{t('support-callback:done', { phone: done })}</p>
          <button type="button" className="kk-button" onClick={onClose}>{t('support-callback:close')}</button>
        </div>
      ) : (
        <form className="kk-auth__form" onSubmit={(e) => void submit(e)} noValidate data-form="callback">
          <p>{t('support-callback:intro')}</p>
          <div className={`kk-field${phoneError ? ' kk-field--invalid' : ''}`}>
            <label className="kk-field__label" htmlFor="kk-callback-phone">{t('support-callback:phone')}</label>
            <input
              id="kk-callback-phone" name="phone" type="tel" autoComplete="tel" required value={phone} disabled={busy}
              aria-invalid={phoneError || undefined} aria-describedby={phoneError ? 'kk-callback-phone-hint kk-callback-phone-error' : 'kk-callback-phone-hint'}
              onChange={(e) => setPhone(masking ? masking.formatFull(e.target.value) : e.target.value)}
            />
            <p id="kk-callback-phone-hint" className="kk-field__hint">{t('support-callback:phone_hint')}</p>
            {phoneError && <p id="kk-callback-phone-error" className="kk-field__error">{t('support-callback:phone_invalid')}</p>}
          </div>
          <div className="kk-field">
            <label className="kk-field__label" htmlFor="kk-callback-time">{t('support-callback:time')}</label>
            <select id="kk-callback-time" name="preferredTime" value={time} disabled={busy} onChange={(e) => setTime(TIMES.find((x) => x === e.target.value) ?? 'asap')}>
              {TIMES.map((x) => <option key={x} value={x}>{t(`support-callback:time_${x}`)}</option>)}
            </select>
          </div>
          <div className="kk-field">
            <label className="kk-field__label" htmlFor="kk-callback-language">{t('support-callback:language')}</label>
            <select id="kk-callback-language" name="language" value={language} disabled={busy} onChange={(e) => setLanguage(e.target.value)}>
              {languages.map((l) => <option key={l} value={l}>{t(`support-callback:language_${l}`)}</option>)}
            </select>
          </div>
          {error && <p className="kk-form-error" role="alert">{t(error)}</p>}
          <button type="submit" className="kk-button" disabled={busy}>{busy ? t('support-callback:sending') : t('support-callback:submit')}</button>
        </form>
      )}
    </Modal>
  );
}
