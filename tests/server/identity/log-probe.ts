/**
 * Child process of codes.test.ts: starts the server with its real logger (JSON lines on stdout),
 * asks for an SMS, a two-step and a reset code, and prints the replies and the codes the demo
 * gateway stored (its outbox) on a `PROBE ` line.
 * Usage: node --import tsx tests/server/identity/log-probe.ts production|development|demo
 * (demo: development with the demo switch, i.e. the test API, on).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../../../server/app';

const mode = process.argv[2];
const production = mode === 'production';
const dir = await mkdtemp(join(tmpdir(), 'kickoff-log-probe-'));
try {
  const dbFile = join(dir, 'kickoff.db');
  // Production seeds no demo players: the database gets them from a development start first, so the
  // production server has players to send codes to.
  if (production) await (await buildApp({ dbFile, distDir: join(dir, 'dist'), production: false })).close();
  const app = await buildApp({ dbFile, distDir: join(dir, 'dist'), production, logger: true, testApi: mode === 'demo' });
  const fingerprint = (await app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: { componentsData: 'probe' } })).json() as { token: string };
  const headers = { 'x-hd': fingerprint.token };
  const post = async (path: string, payload: Record<string, unknown>): Promise<unknown> =>
    (await app.inject({ method: 'POST', url: `/web-api/${path}`, headers, payload })).json();
  const sms = await post('auth/sms/send', { 'phone-number': '9001234567', 'phone-code': '+7', componentsData: '' });
  const twoStep = await post('auth/login', { uLogin: 'twostep@kickoff.test', uPassword: 'Demo-2026!', save: false, componentsData: '' });
  const forgot = await post('auth/password/forgot', { login: 'demo@kickoff.test' });
  await app.close();
  const reader = new Database(dbFile, { readonly: true });
  const sent = reader.prepare('SELECT code FROM message_outbox ORDER BY id').all() as Array<{ code: string }>;
  reader.close();
  process.stdout.write(`PROBE ${JSON.stringify({ sms, twoStep, forgot, codes: sent.map((row) => row.code) })}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
