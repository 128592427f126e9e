/** The sportsbook feed: merging, per-odd stores, polling, calls and bets (shell spec §2–§4, §9). */
export * from './merge';
export * from './odds-registry';
export * from './store';
export * from './poller';
export * from './api';
export * from './bet';
