/** The `authPage` parcel root: loads the page forms and their texts on first use (see ./AuthPage.tsx). */
import { Suspense } from 'react';
import { useT } from '@kickoff/platform';
import { lazyWithTexts } from '../lazy-with-texts';
import type { AuthPageProps } from './AuthPage';

export type { AuthPageMode, AuthPageProps } from './AuthPage';

const AuthPage = lazyWithTexts<AuthPageProps>(() => import('./AuthPage').then((m) => m.AuthPage));

export function AuthPageParcel(props: AuthPageProps) {
  const t = useT();
  return (
    <Suspense fallback={<p className="kk-app-loading" role="status">{t('main_loading')}</p>}>
      <AuthPage mode={props.mode} />
    </Suspense>
  );
}
