/**
 * @kickoff/platform — the only module other Kickoff modules import.
 * Stores, typed events, the API client, i18n, storage, timers, routing helpers and React helpers.
 */
export * from './env/env';
export * from './env/preload';
export * from './schemas/config';
export * from './schemas/groups';
export * from './stores';
export * from './events';
export * from './i18n/i18n';
export * from './i18n/message-text';
export * from './api';
export * from './services/config';
export * from './storage';
export * from './loading';
export * from './routing';
export * from './timers/retry';
export * from './styles/adopt';
export * from './navigation';
export * from './react';
export * from './contracts';
export * from './schemas/games';
export * from './schemas/auth';
export * from './schemas/feed';
export * from './schemas/bet';
export * from './identity';
export * from './odds';
export * from './feed';
