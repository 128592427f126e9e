/** Texts of the registration reminder (namespace `registration-reminder`), inside its chunk. */
import { addInlineTexts } from '@kickoff/platform';

const ru = {
  title: 'Ещё не с нами?',
  text: 'Зарегистрируйтесь, чтобы делать ставки, играть в казино и получать бонусы.',
  action: 'Зарегистрироваться',
};

export const text = addInlineTexts('registration-reminder', {
  ru,
  en: { title: 'Not with us yet?', text: 'Sign up to place bets, play in the casino and get bonuses.', action: 'Sign up' } satisfies Record<keyof typeof ru, string>,
});
