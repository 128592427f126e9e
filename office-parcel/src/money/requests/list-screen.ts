/** The lazy chunk of the PaymentRequests screen: its texts and styles register first. */
import '../withdraw/setup';

export { PaymentRequests } from './PaymentRequests';
