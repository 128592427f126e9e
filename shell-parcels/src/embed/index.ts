/**
 * @kickoff/shell-embeds — the shell team's parcel for CMS pages (`<kickoff-login-button>` →
 * `loginButtonParcel`). Its own import-map entry built from the shell's folder, so the shell's entry on
 * the home page's first visit carries none of it.
 */
import { reactLifecycles } from '@kickoff/platform';
import { LoginButton } from './LoginButton';

export const loginButtonParcel = reactLifecycles(LoginButton);
