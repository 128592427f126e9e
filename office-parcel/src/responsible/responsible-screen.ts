/** The responsible-gaming screen's chunk: its texts and styles, then the screen. */
import './setup';

export { ResponsibleScreen } from './ResponsibleScreen';
