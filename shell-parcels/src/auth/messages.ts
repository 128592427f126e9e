/**
 * Error text for the player: an action's `error` is either an i18n key or the server's own
 * message. Keys are translated; anything else is shown as written (pure, no React).
 */
const I18N_KEY = /^(?:[a-z][a-z0-9-]*:)?[a-z][a-z0-9_]*$/i;

/** True for `main_network_error` or `shell:auth_code_wrong`, false for a sentence from the server. */
export function isI18nKey(text: string): boolean {
  return I18N_KEY.test(text);
}

/** Translates a key, keeps a server message as it is (i18next would split it at ':' or '.'). */
export function messageText(translate: (key: string) => string, text: string): string {
  return isI18nKey(text) ? translate(text) : text;
}

/**
 * The form field a server error names: a plain name (`email`) or a JSON pointer
 * (`/data/attributes/email`); null when there is none.
 */
export function serverField(field: string | undefined): string | null {
  if (!field) return null;
  const last = field.split('/').filter(Boolean).pop();
  return last ?? null;
}
