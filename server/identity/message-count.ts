/**
 * Where the user config's `user_msg_count` comes from (account spec §3, the office menu's badge): the
 * support service registers the count of the player's unread support messages with
 * `app.playerMessages.provide(count)`; until a service does, the `users` column is read.
 */
import type { UserRow } from './store/users';

export interface PlayerMessages {
  /** Sets the source of the count (one source; the last call wins). */
  provide(count: (userId: number) => number): void;
  /** The player's unread message count. */
  unread(user: Pick<UserRow, 'id' | 'user_msg_count'>): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The player's unread message count of the user config (identity; the support service provides it). */
    playerMessages: PlayerMessages;
  }
}

export function createPlayerMessages(): PlayerMessages {
  let source: ((userId: number) => number) | null = null;
  return {
    provide(count) {
      source = count;
    },
    unread: (user) => (source ? source(user.id) : user.user_msg_count),
  };
}
