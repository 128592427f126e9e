/**
 * One writer per table: every table the server writes is written from one service's folder only (the
 * wallet owns the ledger and the accounts, identity the users; others go through their ports,
 * `app.wallet` and `app.identityUsers`). The scanner is checked on a fixture first, so the test can fail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { serverFiles, tablesWritten, writersOf } from './table-writers';

const SERVER = join(import.meta.dirname, '../../../server');

test('the scanner finds writes, skips comments and upserts, and names a table written by two services', () => {
  const wallet = `
    // UPDATE coupons SET status = 1 (a comment, not a write)
    /* DELETE FROM coupons */
    db.prepare('INSERT INTO ledger (a) VALUES (?)');
    db.prepare("UPDATE accounts SET money = money + ? WHERE id = ?");
    db.prepare('INSERT OR IGNORE INTO wallet_opening (account_id) VALUES (?)');
    db.prepare('INSERT INTO prefs (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = excluded.a');
    db.exec('CREATE TRIGGER t BEFORE UPDATE ON ledger BEGIN SELECT 1; END');`;
  assert.deepEqual([...tablesWritten(wallet)].sort(), ['accounts', 'ledger', 'prefs', 'wallet_opening']);
  assert.deepEqual([...tablesWritten('db.prepare(`REPLACE INTO "sessions" (id) VALUES (?)`); db.prepare(`DELETE FROM users WHERE id = ?`)')].sort(), ['sessions', 'users']);
  const writers = writersOf([
    { service: 'wallet', path: 'wallet/store/ledger.ts', source: wallet },
    { service: 'bonuses', path: 'bonuses/store.ts', source: "db.prepare('UPDATE accounts SET money = 0')" },
  ]);
  assert.deepEqual([...(writers.get('accounts')?.keys() ?? [])].sort(), ['bonuses', 'wallet']);
  assert.deepEqual([...(writers.get('ledger')?.keys() ?? [])], ['wallet']);
});

test('every table the server writes has one writing service; the wallet writes the ledger and accounts, identity the users', () => {
  const writers = writersOf(serverFiles(SERVER));
  const shared = [...writers].filter(([, services]) => services.size > 1).map(([table, services]) => `${table}: ${[...services].map(([s, files]) => `${s} (${files.join(', ')})`).join('; ')}`);
  assert.deepEqual(shared, [], `tables written by more than one service:\n${shared.join('\n')}`);
  const owner = (table: string): string[] => [...(writers.get(table)?.keys() ?? [])];
  assert.deepEqual(owner('ledger'), ['wallet']);
  assert.deepEqual(owner('accounts'), ['wallet']);
  assert.deepEqual(owner('idempotent_replies'), ['wallet']);
  assert.deepEqual(owner('users'), ['identity']);
  assert.ok(writers.size > 20, `the scan saw ${writers.size} tables`);
});
