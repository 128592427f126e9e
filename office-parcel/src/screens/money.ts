/** The office's money screens, by route name (each loads on use). */
import { screen, type ScreenTable } from '@kickoff/platform';

const onpay = screen(() => import('../money/onpay/OnpayResult'), (m) => m.OnpayResult);
const withdrawResult = screen(() => import('../money/withdraw/result-screen'), (m) => m.WithdrawResult);
const createRequest = screen(() => import('../money/requests/create-screen'), (m) => m.CreateRequest);

export const moneyScreens: ScreenTable = {
  'office-recharge': screen(() => import('../money/deposit/Recharge'), (m) => m.Recharge),
  'onpay-success': onpay,
  'onpay-fail': onpay,
  'onpay-pending': onpay,
  'onpay-cancel': onpay,
  'office-deduce': screen(() => import('../money/withdraw/deduce-screen'), (m) => m.Deduce),
  'onpay-withdraw-success': withdrawResult,
  'onpay-withdraw-fail': withdrawResult,
  'onpay-withdraw-pending': withdrawResult,
  'onpay-withdraw-cancel': withdrawResult,
  'office-historypay': screen(() => import('../money/history/history-screen'), (m) => m.PaymentHistory),
  'office-payment-requests': screen(() => import('../money/requests/list-screen'), (m) => m.PaymentRequests),
  'office-payment-create-request': createRequest,
  'office-payment-topic': createRequest,
  'office-payment-subtopic': createRequest,
  'office-payment-transactions': createRequest,
  'office-payment-transaction': createRequest,
};
