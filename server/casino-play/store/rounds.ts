/** Every SQL statement of the demo game provider: rounds and fun wallets (migrations 740, 745). */
import type { Db } from '../../db/open';

export interface RoundRow {
  id: string;
  /** `u{userId}` for a real round, `f{wallet}` for a fun round: the scope of the idempotency key. */
  owner: string;
  user_id: number | null;
  account_id: number | null;
  fun_wallet: string | null;
  mode: 'real' | 'fun';
  game_id: number;
  engine: string;
  currency: string;
  minor_units: number;
  stake_minor: number;
  /** The most the round pays (real rounds: the currency's maximum win); null for fun rounds. */
  max_win_minor: number | null;
  /** The win, capped at max_win_minor. */
  win_minor: number | null;
  state: string;
  step: number;
  status: 'open' | 'settled';
  settled_by: 'player' | 'server' | null;
  idem_key: string;
  started_at: number;
  updated_at: number;
  settled_at: number | null;
}

export type NewRound = Omit<RoundRow, 'win_minor' | 'step' | 'status' | 'settled_by' | 'updated_at' | 'settled_at'>;

export interface PlayStore {
  insertRound(row: NewRound): void;
  round(id: string): RoundRow | undefined;
  byKey(owner: string, key: string): RoundRow | undefined;
  /** The owner's open rounds, oldest first. */
  openOf(owner: string): RoundRow[];
  /** Open rounds not moved since `before`, oldest first. */
  stale(before: number): RoundRow[];
  /** Moves an open round at `step` to the next step (false when it was not open at that step). */
  advance(id: string, step: number, state: string, at: number): boolean;
  /** Finishes an open round (false when it was not open). */
  settle(id: string, state: string, winMinor: number, by: 'player' | 'server', at: number, moved: boolean): boolean;
  funWallet(id: string): { id: string; balance_minor: number } | undefined;
  createFunWallet(id: string, balanceMinor: number, at: number): void;
  /** Moves a fun wallet's balance (false when it would go below zero). */
  moveFun(id: string, deltaMinor: number, at: number): boolean;
  setFun(id: string, balanceMinor: number, at: number): void;
  /** Deletes the fun wallets not used since `before` with their rounds (fun rounds are never money); returns how many wallets. */
  dropIdleFun(before: number): number;
  clear(): void;
}

export function createPlayStore(db: Db): PlayStore {
  const insertRound = db.prepare(
    `INSERT INTO casino_rounds (id, owner, user_id, account_id, fun_wallet, mode, game_id, engine, currency, minor_units, stake_minor,
       max_win_minor, state, status, idem_key, started_at, updated_at)
     VALUES (@id, @owner, @user_id, @account_id, @fun_wallet, @mode, @game_id, @engine, @currency, @minor_units, @stake_minor,
       @max_win_minor, @state, 'open', @idem_key, @started_at, @started_at)`,
  );
  const round = db.prepare<[string], RoundRow>('SELECT * FROM casino_rounds WHERE id = ?');
  const byKey = db.prepare<[string, string], RoundRow>('SELECT * FROM casino_rounds WHERE owner = ? AND idem_key = ?');
  const openOf = db.prepare<[string], RoundRow>("SELECT * FROM casino_rounds WHERE owner = ? AND status = 'open' ORDER BY started_at, id");
  const stale = db.prepare<[number], RoundRow>("SELECT * FROM casino_rounds WHERE status = 'open' AND updated_at < ? ORDER BY updated_at, id");
  const advance = db.prepare<[string, number, string, number]>(
    "UPDATE casino_rounds SET state = ?, step = step + 1, updated_at = ? WHERE id = ? AND step = ? AND status = 'open'",
  );
  const settle = db.prepare<[string, number, number, string, number, number, string]>(
    `UPDATE casino_rounds SET state = ?, win_minor = ?, step = step + ?, status = 'settled', settled_by = ?, settled_at = ?, updated_at = ?
     WHERE id = ? AND status = 'open'`,
  );
  const funWallet = db.prepare<[string], { id: string; balance_minor: number }>('SELECT id, balance_minor FROM casino_fun_wallets WHERE id = ?');
  const createFun = db.prepare<[string, number, number, number]>('INSERT INTO casino_fun_wallets (id, balance_minor, created_at, updated_at) VALUES (?, ?, ?, ?)');
  const moveFun = db.prepare<[number, number, string, number]>(
    'UPDATE casino_fun_wallets SET balance_minor = balance_minor + ?, updated_at = ? WHERE id = ? AND balance_minor + ? >= 0',
  );
  const setFun = db.prepare<[number, number, string]>('UPDATE casino_fun_wallets SET balance_minor = ?, updated_at = ? WHERE id = ?');
  const dropFunRounds = db.prepare<[number]>("DELETE FROM casino_rounds WHERE mode = 'fun' AND fun_wallet IN (SELECT id FROM casino_fun_wallets WHERE updated_at < ?)");
  const dropFunWallets = db.prepare<[number]>('DELETE FROM casino_fun_wallets WHERE updated_at < ?');
  return {
    insertRound: (row) => void insertRound.run(row),
    round: (id) => round.get(id),
    byKey: (owner, key) => byKey.get(owner, key),
    openOf: (owner) => openOf.all(owner),
    stale: (before) => stale.all(before),
    advance: (id, step, state, at) => advance.run(state, at, id, step).changes === 1,
    settle: (id, state, winMinor, by, at, moved) => settle.run(state, winMinor, moved ? 1 : 0, by, at, at, id).changes === 1,
    funWallet: (id) => funWallet.get(id),
    createFunWallet: (id, balanceMinor, at) => void createFun.run(id, balanceMinor, at, at),
    moveFun: (id, delta, at) => moveFun.run(delta, at, id, delta).changes === 1,
    setFun: (id, balanceMinor, at) => void setFun.run(balanceMinor, at, id),
    dropIdleFun: (before) =>
      db.transaction(() => {
        dropFunRounds.run(before);
        return dropFunWallets.run(before).changes;
      })(),
    clear() {
      db.exec('DELETE FROM casino_rounds; DELETE FROM casino_fun_wallets;');
    },
  };
}
