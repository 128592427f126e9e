import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { SiteConfigSchema } from '../../../platform/src/schemas/config';
import { buildApp, DEFAULT_DATA_SEED, seedServices, serviceMigrations } from '../../../server/app';
import { concatMigrations, runMigrations, type Migration } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open';
import { createServices } from '../../../server/services';
import { makeFixtureDir } from '../support/helpers';
import { createSiteConfigStore } from '../../../server/site/store/site-config';

const services = createServices({ web: { distDir: 'dist' } });
const migrations = serviceMigrations(services);
const seedDefaults = (db: Database.Database): void => seedServices(db, services, { dataSeed: DEFAULT_DATA_SEED });

const TABLES = ['site_config', 'site_config_i18n', 'config_groups', 'blocking_reasons', 'block_rules', 'redirects'];

function counts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    const result: Record<string, number> = {};
    for (const table of [...TABLES, 'schema_migrations']) {
      result[table] = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? -1;
    }
    return result;
  } finally {
    db.close();
  }
}

test('building twice on the same file is idempotent and keeps data', async (t) => {
  const { dbFile, distDir, onCleanup } = await makeFixtureDir(t);
  const first = await buildApp({ dbFile, distDir, production: false, testApi: true });
  onCleanup(() => first.close());
  const put = await first.inject({ method: 'PUT', url: '/__test/site-config', payload: { minAge: 21 } });
  assert.equal(put.statusCode, 200);
  await first.close();
  const before = counts(dbFile);
  assert.equal(before.schema_migrations, migrations.length);
  for (const table of TABLES) assert.ok((before[table] ?? 0) > 0, `${table} seeded`);

  const second = await buildApp({ dbFile, distDir, production: false });
  onCleanup(() => second.close());
  const config = v.parse(SiteConfigSchema, (await second.inject({ method: 'GET', url: '/bff-api/config/all.json' })).json());
  assert.equal(config.minAge, 21, 'data survives a restart; the seed does not overwrite it');
  await second.close();
  assert.deepEqual(counts(dbFile), before);
});

test('the database runs in WAL mode', async (t) => {
  const { dbFile, onCleanup } = await makeFixtureDir(t);
  const db = openDatabase(dbFile);
  onCleanup(async () => db.close());
  assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
});

test('migration runner applies each migration once, in a transaction', () => {
  const db = new Database(':memory:');
  try {
    const next = (migrations.at(-1)?.version ?? 0) + 1;
    const extra: Migration[] = [
      ...migrations,
      { version: next, name: 'add notes', sql: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)' },
    ];
    assert.deepEqual(runMigrations(db, migrations).applied, migrations.map((m) => m.version));
    assert.deepEqual(runMigrations(db, migrations).applied, []);
    assert.deepEqual(runMigrations(db, extra).applied, [next]);
    assert.deepEqual(runMigrations(db, extra).applied, []);

    const broken: Migration[] = [...extra, { version: next + 1, name: 'broken', sql: 'CREATE TABLE ok (id INTEGER); CREATE TABLE (' }];
    assert.throws(() => runMigrations(db, broken));
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'ok'").all();
    assert.deepEqual(tables, [], 'a failed migration is rolled back');
    assert.equal(db.prepare<[], { n: number }>('SELECT max(version) AS n FROM schema_migrations').get()?.n, next);
  } finally {
    db.close();
  }
});

test('migration runner refuses unordered migrations and newer databases', () => {
  const db = new Database(':memory:');
  try {
    assert.throws(
      () => runMigrations(db, [{ version: 2, name: 'b', sql: '' }, { version: 1, name: 'a', sql: '' }]),
      /strictly increasing/,
    );
    runMigrations(db, [...migrations, { version: (migrations.at(-1)?.version ?? 0) + 1, name: 'future', sql: 'SELECT 1' }]);
    assert.throws(() => runMigrations(db, migrations), /newer than this server knows/);
  } finally {
    db.close();
  }
});

test('seeding fills missing config keys without overwriting existing ones', () => {
  const db = new Database(':memory:');
  try {
    runMigrations(db, migrations);
    seedDefaults(db);
    db.prepare("UPDATE site_config SET value = '99' WHERE key = 'minAge'").run();
    db.prepare("DELETE FROM site_config WHERE key = 'companyName'").run();
    db.prepare("DELETE FROM block_rules WHERE country_code = 'XX'").run();
    seedDefaults(db);
    const value = (key: string): unknown =>
      JSON.parse(db.prepare<[string], { value: string }>('SELECT value FROM site_config WHERE key = ?').get(key)?.value ?? 'null');
    assert.equal(value('minAge'), 99);
    assert.equal(value('companyName'), 'Kickoff');
    assert.equal(db.prepare<[], { n: number }>('SELECT count(*) AS n FROM block_rules').get()?.n, 2, 'non-empty list tables are left alone');
  } finally {
    db.close();
  }
});

/** Each service's migrations (in its own range, services/README "Service shape"); one row per service. */
const SERVICE_MIGRATIONS: Readonly<Record<string, readonly number[]>> = {
  site: [1, 2, 3],
  identity: [100, 101, 120, 125, 126, 140, 150, 160, 170, 180],
  feed: [200, 201, 202],
  web: [],
  wallet: [400, 410, 420, 430, 440, 450, 460, 470, 490],
  office: [500, 501],
  preferences: [520],
  documents: [540],
  payments: [600, 620, 640],
  support: [660, 661, 662],
  bonuses: [680],
  limits: [700],
  casino: [720],
  'casino-play': [740, 745],
  promotions: [760, 761],
  deploy: [780],
  content: [800, 801],
  staff: [820],
  embeds: [860],
  media: [],
  analytics: [900],
  seo: [],
  'remote-views': [],
};

test('each service keeps its migration versions, and the whole list runs in ascending order', () => {
  const versions = (name: string): number[] => services.find((s) => s.name === name)?.migrations.migrations.map((m) => m.version) ?? [];
  assert.deepEqual(services.map((s) => s.name).sort(), Object.keys(SERVICE_MIGRATIONS).sort(), 'every service is listed here');
  for (const [name, expected] of Object.entries(SERVICE_MIGRATIONS)) assert.deepEqual(versions(name), expected, name);
  const all = migrations.map((m) => m.version);
  assert.deepEqual(all, Object.values(SERVICE_MIGRATIONS).flat().sort((a, b) => a - b));
});

test('migration ranges may not overlap, and a migration must stay inside its range', () => {
  const m = (version: number): Migration => ({ version, name: `m${version}`, sql: '' });
  assert.deepEqual(
    concatMigrations([
      { owner: 'b', from: 100, to: 199, migrations: [m(100)] },
      { owner: 'a', from: 1, to: 99, migrations: [m(1), m(2)] },
    ]).map((x) => x.version),
    [1, 2, 100],
  );
  assert.throws(
    () => concatMigrations([{ owner: 'a', from: 1, to: 150, migrations: [] }, { owner: 'b', from: 100, to: 199, migrations: [] }]),
    /overlap: a 1-150 and b 100-199/,
  );
  assert.throws(() => concatMigrations([{ owner: 'a', from: 1, to: 99, migrations: [m(120)] }]), /outside a's range 1-99/);
});

test('the site config read is cached until any writer changes a row, and no reader can change the shared values', () => {
  const db = new Database(':memory:');
  try {
    runMigrations(db, migrations);
    seedDefaults(db);
    const store = createSiteConfigStore(db);
    assert.equal(store.read()['minAge'], 18);
    db.prepare("UPDATE site_config SET value = '21' WHERE key = 'minAge'").run();
    assert.equal(store.read()['minAge'], 21, 'a write that bypassed the store is seen');
    db.prepare("INSERT INTO site_config_i18n (key, lang, value) VALUES ('minAge', 'en', '25')").run();
    assert.equal(store.read('en')['minAge'], 25);
    assert.equal(store.read()['minAge'], 21);
    const config = store.read() as Record<string, unknown>;
    assert.throws(() => (config['minAge'] = 1), TypeError, 'the shared config is frozen');
    assert.equal(store.read()['minAge'], 21);
    const nested = Object.values(config).find((value) => typeof value === 'object' && value !== null);
    assert.ok(nested && Object.isFrozen(nested), 'nested values are frozen');
  } finally {
    db.close();
  }
});
