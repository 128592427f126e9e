/**
 * The modal host: renders the top of the platform modal stack with its real component (login,
 * registration, forgot-password, logout-confirm, cookie settings, the notice dialog). The
 * captcha step is drawn ABOVE the current modal while `$captchaRequest` is set, so a login form
 * waiting for its retried request stays mounted. Opens the forgot-password modal on the home
 * page when `showForgotPasswordModal=1` is set and the user is a guest (shell spec §2).
 */
import { Suspense, useEffect } from 'react';
import {
  $captchaRequest, $isAuthorized, $modalStack, $route, closeModal, openModal, useStore,
  type ModalRequest,
} from '@kickoff/platform';
import { lazyWithTexts } from '../lazy-with-texts';

// The auth dialogs load on first use, with their texts (namespace `auth`).
const LoginModal = lazyWithTexts(() => import('../auth/LoginModal').then((m) => m.LoginModal));
const RegistrationModal = lazyWithTexts(() => import('../auth/RegistrationModal').then((m) => m.RegistrationModal));
const ForgotPasswordModal = lazyWithTexts(() => import('../auth/ForgotPasswordModal').then((m) => m.ForgotPasswordModal));
const CaptchaModal = lazyWithTexts(() => import('../auth/CaptchaModal').then((m) => m.CaptchaModal));
const LogoutConfirmModal = lazyWithTexts(() => import('../auth/LogoutConfirmModal').then((m) => m.LogoutConfirmModal));
// The footer's cookie settings (the first-visit banner is drawn by the server).
const CookieSettingsModal = lazyWithTexts(() => import('../consent/CookieSettingsModal').then((m) => m.CookieSettingsModal));
// The notice dialog any module can open: its code (and the dialog frame) loads when one is opened.
const NoticeModal = lazyWithTexts(() => import('./NoticeModal').then((m) => m.NoticeModal));
// The welcome journey's modals and the display settings: each its own chunk (../welcome/WelcomeModals.tsx).
const WelcomeModals = lazyWithTexts(() => import('../welcome/WelcomeModals').then((m) => m.WelcomeModals));

/** The modal below the captcha step: the top of the stack without 'captcha'. */
function baseModal(stack: readonly ModalRequest[]): ModalRequest | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const entry = stack[i];
    if (entry && entry.id !== 'captcha') return entry;
  }
  return null;
}

function ModalContent({ request }: { request: ModalRequest }) {
  switch (request.id) {
    case 'login': return <LoginModal />;
    case 'registration': return <RegistrationModal />;
    case 'forgot-password': return <ForgotPasswordModal />;
    case 'logout-confirm': return <LogoutConfirmModal />;
    case 'cookie-consent': return <CookieSettingsModal />;
    case 'notice': return <NoticeModal request={request} />;
    // Drawn above the others by Modals (never the base modal).
    case 'captcha': return null;
    // welcome, first-deposit-bonus, phone-country, display-settings.
    default: return <WelcomeModals request={request} />;
  }
}

export function Modals() {
  const stack = useStore($modalStack);
  const captcha = useStore($captchaRequest);
  const route = useStore($route);
  const authorized = useStore($isAuthorized);

  useEffect(() => {
    if (route?.name !== 'home' || authorized) return;
    if (new URLSearchParams(route.search).get('showForgotPasswordModal') === '1') openModal('forgot-password');
  }, [route, authorized]);

  // A 'captcha' entry without a challenge has nothing to show: drop it.
  const captchaListed = stack.some((m) => m.id === 'captcha');
  useEffect(() => {
    if (captchaListed && !captcha) closeModal('captcha');
  }, [captchaListed, captcha]);

  const base = baseModal(stack);
  return (
    <>
      {base && (
        <Suspense fallback={null}>
          <ModalContent key={base.id} request={base} />
        </Suspense>
      )}
      {captcha && (
        <Suspense fallback={null}>
          <CaptchaModal />
        </Suspense>
      )}
    </>
  );
}
