/**
 * The dialogs' and the auth forms' styles (ui/forms.css): registered when the first dialog or auth
 * page loads, so the shell's first-visit stylesheet carries only what the page shows at once.
 */
import { registerStyles } from '@kickoff/platform';
import css from './forms.css';

registerStyles('shell-forms', css);
