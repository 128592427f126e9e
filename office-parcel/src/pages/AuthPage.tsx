/** Login, registration and password-recovery pages: the shell's auth forms, mounted as a page parcel. */
import { ShellParcel, useT } from '@kickoff/platform';

export type AuthPageMode = 'login' | 'registration' | 'forgot-password';

export function AuthPage({ mode }: { mode: AuthPageMode }) {
  const t = useT();
  return (
    <section className="kk-office-auth" data-auth-page={mode}>
      <ShellParcel name="authPage" props={{ mode }} fallback={<p className="kk-muted" role="status">{t('office:auth_page_loading')}</p>} />
    </section>
  );
}
