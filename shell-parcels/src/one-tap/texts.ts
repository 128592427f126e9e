/** Texts of the one-tap prompt (namespace `one-tap`), inside its chunk. */
import { addInlineTexts } from '@kickoff/platform';

const ru = {
  title: 'Продолжить как {{name}}?',
  text: 'Войдите одним нажатием с аккаунтом Google (Demo ID), с которым вы уже входили в этом браузере.',
  action: 'Продолжить',
  failed: 'Не удалось войти одним нажатием. Войдите через форму входа.',
};

export const text = addInlineTexts('one-tap', {
  ru,
  en: {
    title: 'Continue as {{name}}?',
    text: 'Sign in in one tap with the Google (Demo ID) account you used in this browser before.',
    action: 'Continue',
    failed: 'One-tap sign-in did not work. Please sign in with the login form.',
  } satisfies Record<keyof typeof ru, string>,
});
