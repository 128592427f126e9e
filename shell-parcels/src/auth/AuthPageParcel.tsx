/** The `authPage` parcel root: loads the page forms on first use (see ./AuthPage.tsx). */
import { Suspense } from 'react';
import { lazyComponent, useT } from '@kickoff/platform';
import type { AuthPageProps } from './AuthPage';

export type { AuthPageMode, AuthPageProps } from './AuthPage';

const AuthPage = lazyComponent<AuthPageProps>(() => import('./AuthPage').then((m) => m.AuthPage));

export function AuthPageParcel(props: AuthPageProps) {
  const t = useT();
  return (
    <Suspense fallback={<p className="kk-app-loading" role="status">{t('main_loading')}</p>}>
      <AuthPage mode={props.mode} />
    </Suspense>
  );
}
