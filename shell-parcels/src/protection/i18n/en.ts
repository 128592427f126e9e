/** Texts of the protection runtime (namespace `protection`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  reality_title: 'Reality check',
  reality_text: 'You have been playing for {{time}}.',
  reality_result: 'Your result since you signed in: {{amount}}.',
  reality_continue: 'Continue playing',
  reality_logout: 'Log out',
  reality_history: 'See my bet history',
  reality_dont_show: 'Do not remind me again this session',
  warn_title: 'Still there?',
  warn_text: 'You will be signed out in a minute because nothing has happened on the page for a while.',
  warn_stay: 'Stay signed in',
  session_title: 'Your session limit is reached',
  session_text: 'The session time you set is over, so you are signed out now. You can sign in again after 24 hours.',
  session_ok: 'OK',
  approve_title: 'Your limit change is due',
  approve_text: 'You asked to change your {{name}} limit to {{value}} 24 hours ago. Confirm it now or keep your current limit.',
  approve_removal: 'You asked to remove your {{name}} limit 24 hours ago. Confirm it now or keep your current limit.',
  approve_confirm: 'Confirm the change',
  approve_reject: 'Keep my current limit',
  no_limit: 'no limit',
  hours_minutes: '{{hours}} h {{minutes}} min',
  minutes_only: '{{minutes}} min',
  limit_deposit: 'deposit', limit_wager: 'bet', limit_loss: 'loss', limit_session: 'session', limit_reality: 'reality check',
} satisfies Record<keyof typeof ru, string>;
