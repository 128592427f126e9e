/** Texts of the deposit return pages (namespace `office-onpay`): English (the same keys as Russian). */
import type ru from './ru';

export default {
  loading: 'Checking the payment…',
  no_payment: 'No payment was named to check.',
  not_found: 'Payment not found.',
  load_error: 'The payment\'s state could not be read.',
  retry: 'Try again',
  title_success: 'Deposit credited',
  title_failed: 'The payment did not go through',
  title_cancelled: 'Payment cancelled',
  title_pending: 'The payment is being processed',
  title_expired: 'The time to pay ran out',
  text_success: 'The money is on your account.',
  text_failed: 'The provider declined the payment: no money was taken or credited.',
  text_cancelled: 'You cancelled the payment: no money was taken.',
  text_pending: 'Waiting for the payment provider to confirm. This page updates by itself.',
  text_expired: 'The payment was not made within 30 minutes: no money was taken. Start a new deposit to try again.',
  amount: 'Amount',
  payment: 'Payment',
  payment_number: 'No. {{id}}',
  to_office: 'To my account',
  try_again: 'Try again',
  signed_out: 'Sign in to see this payment.',
  sign_in: 'Sign in',
} satisfies Record<keyof typeof ru, string>;
