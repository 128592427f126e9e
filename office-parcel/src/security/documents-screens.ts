/** The `office-verification` and `office-identification` screens' chunk: the area's texts and styles, then the screens. */
import './setup';

export { IdentificationScreen, VerificationScreen } from './DocumentsScreen';
