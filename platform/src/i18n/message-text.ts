/**
 * Text shown to the player is either an i18n key or the server's own message. Keys are translated;
 * anything else is shown as written (i18next would split a sentence at ':' or '.'). Pure.
 */
const I18N_KEY = /^(?:[a-z][a-z0-9-]*:)?[a-z][a-z0-9_]*$/i;

/** True for `main_network_error` or `auth:auth_code_wrong`, false for a sentence from the server. */
export function isI18nKey(text: string): boolean {
  return I18N_KEY.test(text);
}

/** Translates a key, keeps a server message as it is. */
export function messageText<O>(translate: (key: string, options?: O) => string, text: string, options?: O): string {
  return isI18nKey(text) ? translate(text, options) : text;
}
