/**
 * The `authPage` parcel: the login, registration or forgot-password form as a page (the office
 * app mounts it on its login, registration and forgotpassword routes). Props: `mode`, validated
 * at the parcel boundary ('login' when missing or unknown). After signing in, the identity facade
 * sends the player back (return URL, previous route or home); the registration page is a "stay"
 * route for the facade, so after registering this page goes to a same-origin `redirect` (or
 * `returnUrl`) target, else home (account spec §2).
 */
import { useCallback } from 'react';
import * as v from 'valibot';
import { $route, navigate, safeReturnPath, useHref, useStore, useT } from '@kickoff/platform';
import { ForgotPassword } from './ForgotPassword';
import { LoginForm } from './LoginForm';
import { openRegistration } from './open-registration';
import { RegistrationForm } from './RegistrationForm';

export const AUTH_PAGE_MODES = ['login', 'registration', 'forgot-password'] as const;
export type AuthPageMode = (typeof AUTH_PAGE_MODES)[number];
const AuthPagePropsSchema = v.object({ mode: v.fallback(v.picklist(AUTH_PAGE_MODES), 'login') });

export interface AuthPageProps {
  mode?: unknown;
}

export function authPageMode(props: AuthPageProps): AuthPageMode {
  return v.parse(AuthPagePropsSchema, { mode: props.mode }).mode;
}

const TITLES: Record<AuthPageMode, string> = {
  login: 'main_login',
  registration: 'main_registration',
  'forgot-password': 'shell:forgot_password_title',
};

export function AuthPage(props: AuthPageProps) {
  const t = useT();
  const link = useHref();
  const route = useStore($route);
  const mode = authPageMode(props);

  const goBack = useCallback(() => {
    const query = new URLSearchParams(route?.search ?? '');
    const target = query.get('redirect') ?? query.get('returnUrl');
    navigate(safeReturnPath(target, window.location.origin) ?? link('home'));
  }, [route, link]);

  return (
    <section className="kk-auth-page kk-card" aria-labelledby="kk-auth-page-title" data-mode={mode}>
      <h1 id="kk-auth-page-title" className="kk-page-title">{t(TITLES[mode])}</h1>
      {mode === 'login' && (
        <LoginForm
          idPrefix="kk-login-page"
          onSuccess={() => undefined /* the facade redirects after login */}
          onForgotPassword={() => navigate(link('forgotpassword'))}
          onRegister={() => void openRegistration()}
        />
      )}
      {mode === 'registration' && <RegistrationForm idPrefix="kk-reg-page" onDone={goBack} onLogin={() => navigate(link('login'))} />}
      {mode === 'forgot-password' && (
        <ForgotPassword idPrefix="kk-forgot-page" onExit={() => navigate(link('login'))} onLogin={() => navigate(link('login'))} />
      )}
    </section>
  );
}
