/** Production: no seeded staff, Secure cookies, and the first admin from `npm run staff:create-admin`. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { createAdmin } from '../../../server/staff/create-admin';
import { totpCode } from '../../../server/staff/totp';
import { expectError, setCookieLine } from '../identity/support';
import { makeFixtureDir } from '../support/helpers';
import { DEV_STAFF_PASSWORD, devStaff, STAFF_COOKIE_SESSION, startStaff, StaffBrowser } from './support';

const ROOT = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

const staffCount = (file: string): number => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM staff').get()?.n ?? -1;
  } finally {
    db.close();
  }
};

test('development seeds one member per role; production seeds none', async (t) => {
  const dev = await startStaff(t);
  assert.equal(staffCount(dev.dbFile), 6);
  const prod = await startStaff(t, { production: true, testApi: false });
  assert.equal(staffCount(prod.dbFile), 0);
  const demoOff = await startStaff(t, { demo: false });
  assert.equal(staffCount(demoOff.dbFile), 0);
});

test('a production server over a database once started in development refuses the development staff', async (t) => {
  const server = await startStaff(t, { production: true, testApi: false, withDemoPlayers: true });
  assert.equal(staffCount(server.dbFile), 6, 'the development start seeded them');
  const admin = devStaff('admin');
  const browser = server.browser();
  expectError(await browser.call('POST', '/staff-api/auth/password', { email: admin.email, password: DEV_STAFF_PASSWORD }), 401, 'staff_credentials');
});

test('the create-admin command creates an admin in KICKOFF_DB who signs in to a production server with Secure cookies', async (t) => {
  const { dbFile, distDir, onCleanup } = await makeFixtureDir(t);
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/staff-create-admin.ts', '--email', 'Ops@Example.com', '--name', 'Ops'], {
    cwd: ROOT,
    env: { ...process.env, KICKOFF_DB: dbFile, KICKOFF_STAFF_PASSWORD: '' },
  });
  const password = /^Password: (\S+)$/m.exec(stdout)?.[1];
  const secret = /^TOTP secret: ([A-Z2-7]+)$/m.exec(stdout)?.[1];
  assert.ok(password && secret, stdout);
  assert.match(stdout, /^otpauth URI: otpauth:\/\/totp\/.*secret=/m);

  const again = await run(process.execPath, ['--import', 'tsx', 'scripts/staff-create-admin.ts', '--email', 'ops@example.com'], { cwd: ROOT, env: { ...process.env, KICKOFF_DB: dbFile } }).catch((error: unknown) => error);
  assert.ok(again instanceof Error && 'code' in again && again.code === 1, 'the same e-mail twice is refused');

  const { buildApp } = await import('../../../server/app');
  const app = await buildApp({ dbFile, distDir, production: true });
  onCleanup(() => app.close());
  const browser = new StaffBrowser(app);
  assert.equal((await browser.call('POST', '/staff-api/auth/password', { email: 'ops@example.com', password })).statusCode, 200);
  const signedIn = await browser.call('POST', '/staff-api/auth/totp', { code: await totpCode(secret, Date.now()) });
  assert.equal(signedIn.statusCode, 200, signedIn.body);
  assert.match(setCookieLine(signedIn, STAFF_COOKIE_SESSION) ?? '', /; Secure/);
  const me = (await browser.call('GET', '/staff-api/me')).json() as { data: { roles: string[] } };
  assert.deepEqual(me.data.roles, ['admin']);
  const audit = (await browser.call('GET', '/staff-api/audit?action=staff.create_admin')).json() as { data: Array<{ staffId: number | null; target: string }> };
  assert.equal(audit.data.length, 1);
  assert.equal(audit.data[0]?.staffId, null);
});

test('createAdmin refuses a short password and a bad e-mail without touching the database', async (t) => {
  const { dbFile } = await makeFixtureDir(t);
  const short = createAdmin({ dbFile, email: 'a@example.com', name: 'A', password: 'short' });
  assert.equal(short.ok, false);
  const bad = createAdmin({ dbFile, email: 'not-an-email', name: 'A' });
  assert.equal(bad.ok, false);
  const given = createAdmin({ dbFile, email: 'b@example.com', name: 'B', password: 'a-long-password-1' });
  assert.ok(given.ok && !given.generatedPassword && given.created.member.roles.includes('admin'));
});
