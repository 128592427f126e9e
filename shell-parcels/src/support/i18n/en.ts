/** Texts of the support button's callback form (namespace `support-callback`): English, the same keys as Russian. */
import type ru from './ru';

export default {
  title: 'Call me back',
  intro: 'Leave your number and an operator will call you back at a convenient time.',
  phone: 'Phone',
  phone_hint: 'International format, e.g. +44 20 7946 0958',
  phone_invalid: 'Enter a number: + and 10 to 15 digits',
  time: 'When to call',
  time_asap: 'As soon as possible',
  time_morning: 'Morning (9:00–12:00)',
  time_afternoon: 'Afternoon (12:00–18:00)',
  time_evening: 'Evening (18:00–21:00)',
  language: 'Language of the call',
  language_ru: 'Русский',
  language_en: 'English',
  submit: 'Request a call',
  sending: 'Sending…',
  done: 'Request received. We will call {{phone}}.',
  close: 'Close',
  error_too_many: 'Too many requests. Please try again later.',
  error_language: 'Calls are not offered in this language.',
  error_sign_in: 'Sign in to request a call.',
} satisfies Record<keyof typeof ru, string>;
