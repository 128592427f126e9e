/** Coefficient views and rounding (shell spec §5, §9). */
export * from './format';
