/**
 * Loads the form rules chunk on use (forms/index.ts): the first visit carries only this one-line loader
 * (the module loader keeps the chunk once loaded).
 */
export type FormRules = typeof import('./index');

export const loadFormRules = (): Promise<FormRules> => import('./index');
