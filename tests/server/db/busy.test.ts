/**
 * Another process's write lock does not stall the server (issue 23): with a second connection holding
 * `BEGIN IMMEDIATE` on the same file, GET /health answers while a deposit start waits for the lock
 * (asynchronously: it is still waiting when /health answers) and a plain write answers 503
 * `database_busy` with Retry-After; once the lock is released, the waiting deposit goes through.
 * The lock is always released and the test has a timeout, so it cannot hang.
 */
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { isDatabaseBusy, retryWhenBusy } from '../../../server/db/busy';
import { expectError } from '../identity/support';
import { deposit } from '../payments/deposit-support';
import { RUB_ACCOUNT, startWallet } from '../wallet/support';

test('a write blocked by another process\'s lock leaves /health and reads free; it waits or answers 503 database_busy', { timeout: 60_000 }, async (t) => {
  const s = await startWallet(t);
  const locker = new Database(s.dbFile, { timeout: 0 });
  t.after(() => {
    if (locker.inTransaction) locker.exec('ROLLBACK');
    locker.close();
  });
  locker.exec('BEGIN IMMEDIATE');

  let settled = false;
  const waiting = deposit(s, { method: 'card', amount: 1000, accountId: RUB_ACCOUNT, lng: 'en' }).finally(() => {
    settled = true;
  });
  // Give the deposit time to reach its write: with a blocking wait inside SQLite the event loop would
  // now be stuck until the deposit gave up, and /health would answer only after it.
  await sleep(250);
  const health = await s.app.inject({ method: 'GET', url: '/health' });
  assert.equal(health.statusCode, 200);
  assert.deepEqual(health.json(), { ok: true });
  assert.equal(settled, false, 'the deposit is still waiting for the lock while /health answers');
  const read = await s.player.get('office/deposits/methods', { token: s.token });
  assert.equal(read.statusCode, 200, read.body);

  const refused = await s.player.post('office/settings/save', { id: 'show_game_id', value: 1 }, { token: s.token });
  const error = expectError(refused, 503, 'database_busy');
  assert.match(error.detail, /busy/);
  assert.equal(refused.headers['retry-after'], '1');
  assert.ok(locker.inTransaction, 'all of this happened while the lock was held');

  locker.exec('ROLLBACK');
  const started = await waiting;
  assert.equal(started.statusCode, 201, started.body);
  assert.equal((await s.player.post('office/settings/save', { id: 'show_game_id', value: 1 }, { token: s.token })).statusCode, 200);
});

test('retryWhenBusy retries only SQLITE_BUSY, and gives the last one up after its delays', async (t) => {
  const file = `${(await import('node:os')).tmpdir()}/kickoff-busy-${process.pid}-${Date.now()}.db`;
  const writer = new Database(file, { timeout: 0 });
  const locker = new Database(file, { timeout: 0 });
  t.after(() => {
    if (locker.inTransaction) locker.exec('ROLLBACK');
    locker.close();
    writer.close();
  });
  writer.pragma('journal_mode = WAL');
  writer.exec('CREATE TABLE t (n INTEGER)');
  const insert = writer.transaction(() => writer.prepare('INSERT INTO t (n) VALUES (1)').run());
  locker.exec('BEGIN IMMEDIATE');
  let tries = 0;
  const gaveUp = await retryWhenBusy(() => {
    tries += 1;
    return insert.immediate();
  }, [1, 1]).catch((error: unknown) => error);
  assert.ok(isDatabaseBusy(gaveUp), String(gaveUp));
  assert.equal(tries, 3);
  await assert.rejects(retryWhenBusy(() => { throw new Error('not busy'); }, [1, 1]), /not busy/);
  const later = retryWhenBusy(() => insert.immediate(), [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 2000]);
  locker.exec('ROLLBACK');
  assert.equal((await later).changes, 1);
});
