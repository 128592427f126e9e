/** The lazy chunk of the WithdrawResult screen: its texts and styles register first. */
import './setup';

export { WithdrawResult } from './WithdrawResult';
