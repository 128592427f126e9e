/** The lazy chunk of the CreateRequest screen: its texts and styles register first. */
import '../withdraw/setup';

export { CreateRequest } from './CreateRequest';
