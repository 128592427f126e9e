/**
 * One-click registration result: the generated login and password, shown once, with a Copy
 * button and the note to save them; "Continue" goes on.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '@kickoff/platform';
import { useAuthActions } from './actions';
import { useMountedRef } from './hooks';
import './i18n';

export interface OneClickCredentialsProps {
  login: string;
  password: string;
  onContinue: () => void;
}

export function OneClickCredentials({ login, password, onContinue }: OneClickCredentialsProps) {
  const t = useT();
  const actions = useAuthActions();
  const mounted = useMountedRef();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => heading.current?.focus(), []);

  const copyAll = async () => {
    try {
      await actions.copyText(`${t('auth:auth_login')}: ${login}\n${t('auth:auth_password')}: ${password}`);
      if (mounted.current) setCopy('copied');
    } catch {
      if (mounted.current) setCopy('failed');
    }
  };

  return (
    <section className="kk-credentials" aria-labelledby="kk-credentials-title">
      <h3 id="kk-credentials-title" ref={heading} tabIndex={-1} className="kk-auth__subtitle">{t('auth:auth_credentials_title')}</h3>
      <p className="kk-credentials__note">{t('auth:auth_credentials_note')}</p>
      <dl className="kk-credentials__list">
        <dt>{t('auth:auth_login')}</dt>
        <dd><code data-credential="login">{login}</code></dd>
        <dt>{t('auth:auth_password')}</dt>
        <dd><code data-credential="password">{password}</code></dd>
      </dl>
      <div className="kk-auth__actions">
        <button type="button" className="kk-button kk-button--ghost" onClick={() => void copyAll()}>{t('auth:auth_copy')}</button>
        <button type="button" className="kk-button" onClick={onContinue}>{t('auth:auth_continue')}</button>
      </div>
      <p className="kk-credentials__status" role="status">
        {copy === 'copied' ? t('auth:auth_copied') : copy === 'failed' ? t('auth:auth_copy_failed') : ''}
      </p>
    </section>
  );
}
