/** The SQLite deploy store keeps the store contract (tests/server/deploy/store-contract.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runMigrations } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open';
import { deployMigrations } from '../../../server/deploy/migrations';
import { createSqliteDeployStore } from '../../../server/deploy/sqlite-store';
import { makeFixtureDir } from '../support/helpers';
import { storeContract } from './store-contract';

test('SQLite deploy store', async (t) => {
  await storeContract(t, async (t) => {
    const { dbFile } = await makeFixtureDir(t, false);
    const db = openDatabase(dbFile);
    t.after(() => db.close());
    runMigrations(db, [...deployMigrations]);
    return createSqliteDeployStore(db);
  });
});

test('SQLite deploy history and versions cannot be updated (append-only)', async (t) => {
  const { dbFile } = await makeFixtureDir(t, false);
  const db = openDatabase(dbFile);
  t.after(() => db.close());
  runMigrations(db, [...deployMigrations]);
  const store = createSqliteDeployStore(db);
  const map = { imports: {}, integrity: {} };
  await store.commit({ env: 'default', expectedVersion: 0, map, text: '{"imports":{}}', actor: 'ci', action: 'build', changes: [{ module: null, oldUrl: null, newUrl: null, oldIntegrity: null, newIntegrity: null }], at: 1 });
  assert.throws(() => db.prepare("UPDATE deploy_history SET actor = 'mallory'").run(), /append-only/);
  assert.throws(() => db.prepare("UPDATE deploy_maps SET map = '{}'").run(), /immutable/);
});
