/** The office's money screens, by route name (each loads on use). */
import { screen, type ScreenTable } from './screen';

const onpay = screen(() => import('../money/onpay/OnpayResult'), (m) => m.OnpayResult);

export const moneyScreens: ScreenTable = {
  'office-recharge': screen(() => import('../money/deposit/Recharge'), (m) => m.Recharge),
  'onpay-success': onpay,
  'onpay-fail': onpay,
  'onpay-pending': onpay,
  'onpay-cancel': onpay,
};
