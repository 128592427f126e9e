/**
 * The deploy service: per-environment import maps with history, rollback,
 * optimistic concurrency and authenticated writes. (Work in progress.)
 */
export {};
