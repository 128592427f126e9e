/**
 * Error text helpers of the auth forms: the key-or-message rule comes from the platform; the field
 * a server error names is read here (pure, no React).
 */
export { messageText } from '@kickoff/platform';

/**
 * The form field a server error names: a plain name (`email`) or a JSON pointer
 * (`/data/attributes/email`); null when there is none.
 */
export function serverField(field: string | undefined): string | null {
  if (!field) return null;
  const last = field.split('/').filter(Boolean).pop();
  return last ?? null;
}
