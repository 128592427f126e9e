/** All SQL of the preferences service (its own tables of migration 520, and reads of users, accounts, the feed and the ledger). */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open';
import { inTransaction } from '../../db/transaction';

export interface PlayerRow {
  id: number;
  email: string | null;
  activation_type: number;
  user_hide_balance: number;
  bonus_choice: number;
  disallow_line_sport: string;
  disallow_live_sport: string;
  active_account_id: number | null;
}

export interface WalletRow {
  id: number;
  type: 0 | 4 | 9;
  iso: string;
  money: number;
  minor_units: number;
}

export interface TeamRow {
  id: number;
  name: string;
  sportId: number;
}

export interface MailLinkRow {
  token_hash: string;
  purpose: 'verify' | 'activate';
  user_id: number;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface MailRow {
  id: number;
  user_id: number | null;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  created_at: number;
}

export type MailInsert = Omit<MailRow, 'id'>;

export function createPreferencesStore(db: Db) {
  const player = db.prepare<[number], PlayerRow>(
    `SELECT id, email, activation_type, user_hide_balance, bonus_choice, disallow_line_sport, disallow_live_sport, active_account_id
       FROM users WHERE id = ?`,
  );
  const prefs = db.prepare<[number], { setting_id: string; value: number }>('SELECT setting_id, value FROM preferences WHERE user_id = ?');
  const upsertPref = db.prepare<[number, string, number, number]>(
    `INSERT INTO preferences (user_id, setting_id, value, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, setting_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  const sportsRu = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM feed_sports ORDER BY sort, id');
  const sportsEn = db.prepare<[], { id: number; name: string }>('SELECT id, name_en AS name FROM feed_sports ORDER BY sort, id');
  const sectionSports = db.prepare<[string], { sport_id: number }>(
    'SELECT DISTINCT sport_id FROM feed_games WHERE section = ? AND is_finished = 0 ORDER BY sport_id',
  );
  const sportIds = db.prepare<[], { id: number }>('SELECT id FROM feed_sports');
  const teamsOfSport = db.prepare<[number], TeamRow>(
    `SELECT min(t.id) AS id, t.name, c.sport_id AS sportId FROM feed_teams t JOIN feed_champs c ON c.id = t.champ_id
      WHERE c.sport_id = ? GROUP BY t.name ORDER BY t.name LIMIT 500`,
  );
  const team = db.prepare<[number], TeamRow>(
    'SELECT t.id, t.name, c.sport_id AS sportId FROM feed_teams t JOIN feed_champs c ON c.id = t.champ_id WHERE t.id = ?',
  );
  const favorites = db.prepare<[number], TeamRow>(
    `SELECT t.id, t.name, c.sport_id AS sportId FROM favorite_teams f JOIN feed_teams t ON t.id = f.team_id
       JOIN feed_champs c ON c.id = t.champ_id WHERE f.user_id = ? ORDER BY t.name`,
  );
  const clearFavorites = db.prepare<[number]>('DELETE FROM favorite_teams WHERE user_id = ?');
  const addFavorite = db.prepare<[number, number]>('INSERT OR IGNORE INTO favorite_teams (user_id, team_id) VALUES (?, ?)');
  const wallets = db.prepare<[number], WalletRow>(
    `SELECT a.id, a.type, c.iso, a.money, c.minor_units FROM accounts a JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id = ? ORDER BY a.type, a.id`,
  );
  const currencies = db.prepare<[], { id: number; iso: string; symbol: string }>('SELECT id, iso, symbol FROM currencies ORDER BY id');
  const staked = db.prepare<[number], { minor: number; minor_units: number }>(
    `SELECT -sum(l.amount_minor) AS minor, c.minor_units FROM ledger l JOIN accounts a ON a.id = l.account_id
       JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id = ? AND l.reason IN ('bet_stake', 'toto_stake') GROUP BY c.id`,
  );
  const secretInsert = db.prepare<[string, string]>('INSERT OR IGNORE INTO preferences_secrets (name, value) VALUES (?, ?)');
  const secretSelect = db.prepare<[string], { value: string }>('SELECT value FROM preferences_secrets WHERE name = ?');
  const linkInsert = db.prepare<[MailLinkRow]>(
    `INSERT INTO mail_links (token_hash, purpose, user_id, email, created_at, expires_at, used_at)
     VALUES (@token_hash, @purpose, @user_id, @email, @created_at, @expires_at, @used_at)`,
  );
  const linkByHash = db.prepare<[string], MailLinkRow>('SELECT * FROM mail_links WHERE token_hash = ?');
  const linkUse = db.prepare<[number, string]>('UPDATE mail_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const emailConfirmed = db.prepare<[number, string], { n: number }>(
    "SELECT count(*) AS n FROM mail_links WHERE user_id = ? AND email = ? AND used_at IS NOT NULL",
  );
  const mailInsert = db.prepare<[MailInsert]>(
    `INSERT INTO mail_log (user_id, recipient, kind, subject, body, created_at) VALUES (@user_id, @recipient, @kind, @subject, @body, @created_at)`,
  );
  const mailsTo = db.prepare<[string, number], MailRow>('SELECT * FROM mail_log WHERE recipient = ? ORDER BY id DESC LIMIT ?');
  const unsubscribeInsert = db.prepare<[string, number, string, number]>(
    'INSERT OR IGNORE INTO unsubscribes (signature, user_id, list, created_at) VALUES (?, ?, ?, ?)',
  );

  return {
    db,
    transaction: <T>(fn: () => T): T => inTransaction(db, fn),
    player: (id: number) => player.get(id),
    prefs: (userId: number) => prefs.all(userId),
    setPref: (userId: number, id: string, value: number, now: number) => void upsertPref.run(userId, id, value, now),
    sports: (lang: 'ru' | 'en') => (lang === 'ru' ? sportsRu.all() : sportsEn.all()),
    sectionSports: (section: 'line' | 'live') => sectionSports.all(section).map((row) => row.sport_id),
    sportIds: () => new Set(sportIds.all().map((row) => row.id)),
    teamsOfSport: (sportId: number) => teamsOfSport.all(sportId),
    team: (id: number) => team.get(id),
    favorites: (userId: number) => favorites.all(userId),
    setFavorites(userId: number, teamIds: readonly number[]) {
      inTransaction(db, () => {
        clearFavorites.run(userId);
        for (const id of teamIds) addFavorite.run(userId, id);
      });
    },
    wallets: (userId: number) => wallets.all(userId),
    currencies: () => currencies.all(),
    staked: (userId: number) => staked.all(userId),
    /** The HMAC secret of the unsubscribe links; created on first use. */
    linkSecret(): string {
      secretInsert.run('unsubscribe', randomBytes(32).toString('base64url'));
      const row = secretSelect.get('unsubscribe');
      if (!row) throw new Error('unsubscribe secret missing');
      return row.value;
    },
    insertLink: (row: MailLinkRow) => void linkInsert.run(row),
    link: (hash: string) => linkByHash.get(hash),
    /** Marks a link used; false when it already was (one use). */
    useLink: (hash: string, now: number) => linkUse.run(now, hash).changes === 1,
    emailConfirmed: (userId: number, email: string) => (emailConfirmed.get(userId, email)?.n ?? 0) > 0,
    logMail: (mail: MailInsert) => void mailInsert.run(mail),
    mailsTo: (recipient: string, limit: number) => mailsTo.all(recipient, limit),
    /** Records the first use of an unsubscribe link; false when it was used before. */
    firstUnsubscribe: (signature: string, userId: number, list: string, now: number) => unsubscribeInsert.run(signature, userId, list, now).changes === 1,
    clear() {
      db.exec('DELETE FROM preferences; DELETE FROM favorite_teams; DELETE FROM mail_links; DELETE FROM mail_log; DELETE FROM unsubscribes;');
    },
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
