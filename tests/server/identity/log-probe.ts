/**
 * Child process of codes.test.ts: starts the server with its real logger (JSON lines on stdout),
 * asks for an SMS, a two-step and a reset code, and prints the replies on a `PROBE ` line.
 * Usage: node --import tsx tests/server/identity/log-probe.ts development|production
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../server/app';

const production = process.argv[2] === 'production';
const dir = await mkdtemp(join(tmpdir(), 'kickoff-log-probe-'));
try {
  const app = await buildApp({ dbFile: join(dir, 'kickoff.db'), distDir: join(dir, 'dist'), production, logger: true });
  const fingerprint = (await app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: { componentsData: 'probe' } })).json() as { token: string };
  const headers = { 'x-hd': fingerprint.token };
  const post = async (path: string, payload: Record<string, unknown>): Promise<unknown> =>
    (await app.inject({ method: 'POST', url: `/web-api/${path}`, headers, payload })).json();
  const sms = await post('auth/sms/send', { 'phone-number': '9001234567', 'phone-code': '+7', componentsData: '' });
  const twoStep = await post('auth/login', { uLogin: 'twostep@kickoff.test', uPassword: 'Demo-2026!', save: false, componentsData: '' });
  const forgot = await post('auth/password/forgot', { login: 'demo@kickoff.test' });
  await app.close();
  process.stdout.write(`PROBE ${JSON.stringify({ sms, twoStep, forgot })}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
