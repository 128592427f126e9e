/** The `office-security` screen's chunk: registers the area's texts and styles, then offers the screen. */
import './setup';

export { SecurityScreen } from './SecurityScreen';
