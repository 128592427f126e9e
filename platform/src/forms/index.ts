/**
 * The form rules chunk (`loadFormRules()` of @kickoff/platform): personal-data checks and phone masks,
 * shared by the shell's and the office's forms and, through @kickoff/contracts, the server. A lazy chunk
 * of the platform: nothing of it is on the first visit.
 */
export * from './personal-data';
export * from './phone-mask';
export { phoneMasking, phoneMaskingOf, type PhoneMasking } from './phone-masking';
