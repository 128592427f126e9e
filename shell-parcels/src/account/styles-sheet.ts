/** The account area's styles (account/styles.css): registered when the area loads (a signed-in player), not on a guest's first visit. */
import { registerStyles } from '@kickoff/platform';
import css from './styles.css';

registerStyles('shell-account', css);
