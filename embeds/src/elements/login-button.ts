/**
 * `<kickoff-login-button>`: "Log in" for a guest, "Logged in" for a player (never the player's name)
 * — the shell's `loginButtonParcel`. On Kickoff's own pages it opens the login modal; on a page of
 * another origin it dispatches `kickoff-login-needed` (cancelable) on the element and, unless the page
 * calls `preventDefault()`, goes to the Kickoff site's login page with a return URL.
 */
import { ParcelElement } from '../parcel-element';

export class KickoffLoginButton extends ParcelElement {
  protected readonly moduleName = '@kickoff/shell-embeds';
  protected readonly exportName = 'loginButtonParcel';
}
