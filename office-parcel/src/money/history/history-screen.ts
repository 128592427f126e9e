/** The lazy chunk of the PaymentHistory screen: its texts and styles register first. */
import '../withdraw/setup';

export { PaymentHistory } from './PaymentHistory';
