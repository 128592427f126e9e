/** The lazy chunk of the Deduce screen: its texts and styles register first. */
import './setup';

export { Deduce } from './Deduce';
