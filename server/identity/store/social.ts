/**
 * Social sign-in tables: `social_flows` (a sign-in under way: state, nonce, PKCE verifier, where to
 * return; used once within its lifetime) and `social_links` (the player a social account belongs to).
 */
import type { Db } from '../../db/open';

export type SocialMode = 'login' | 'register';

export interface SocialFlowRow {
  state: string;
  network: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_url: string;
  mode: SocialMode;
  currency: string | null;
  country_id: number | null;
  lng: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type SocialFlowInsert = Omit<SocialFlowRow, 'used_at'>;

export interface SocialStore {
  createFlow(flow: SocialFlowInsert): void;
  /**
   * Takes the flow of a state: marks it used and returns it, once, while it has not expired; undefined
   * for an unknown, used or expired state.
   */
  takeFlow(state: string, now: number): SocialFlowRow | undefined;
  /** The player a social account is linked to. */
  linkedUser(network: string, subject: string): number | undefined;
  /** Links a social account to a player (false when the account is already linked). */
  link(network: string, subject: string, userId: number, now: number): boolean;
  sweep(before: number): void;
}

export function createSocialStore(db: Db): SocialStore {
  const insertFlow = db.prepare<[SocialFlowInsert]>(
    `INSERT INTO social_flows (state, network, nonce, code_verifier, redirect_uri, return_url, mode, currency, country_id, lng, created_at, expires_at)
     VALUES (@state, @network, @nonce, @code_verifier, @redirect_uri, @return_url, @mode, @currency, @country_id, @lng, @created_at, @expires_at)`,
  );
  const useFlow = db.prepare<[number, string, number]>('UPDATE social_flows SET used_at = ? WHERE state = ? AND used_at IS NULL AND expires_at > ?');
  const flow = db.prepare<[string], SocialFlowRow>('SELECT * FROM social_flows WHERE state = ?');
  const linked = db.prepare<[string, string], { user_id: number }>('SELECT user_id FROM social_links WHERE network = ? AND subject = ?');
  const insertLink = db.prepare<[string, string, number, number]>('INSERT OR IGNORE INTO social_links (network, subject, user_id, created_at) VALUES (?, ?, ?, ?)');
  const sweepFlows = db.prepare<[number]>('DELETE FROM social_flows WHERE expires_at < ?');
  return {
    createFlow: (row) => void insertFlow.run(row),
    takeFlow(state, now) {
      if (useFlow.run(now, state, now).changes !== 1) return undefined;
      return flow.get(state);
    },
    linkedUser: (network, subject) => linked.get(network, subject)?.user_id,
    link: (network, subject, userId, now) => insertLink.run(network, subject, userId, now).changes === 1,
    sweep: (before) => void sweepFlows.run(before),
  };
}
