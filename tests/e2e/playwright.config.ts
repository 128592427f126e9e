/**
 * End-to-end journeys in Debian Chromium against the real reference server (fresh database per run).
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** The demo CMS landing page (scripts/cms-demo.mjs): another origin that embeds Kickoff's elements. */
export const CMS_PORT = PORT + 9;
export const CMS_ORIGIN = `http://127.0.0.1:${CMS_PORT}`;
const dbFile = path.join(mkdtempSync(path.join(tmpdir(), 'kickoff-e2e-')), 'kickoff.db');

/** A visitor who confirmed his age (server/web/age-gate.ts `age_confirmed`), for `storageState`. */
/** A returning visitor: age confirmed and every cookie accepted, so neither the age gate nor the cookie banner is drawn. */
export const AGE_CONFIRMED_STATE = {
  cookies: [
    { name: 'age_confirmed', value: '1', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const },
    { name: 'cookies_agree_type', value: 'all', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const },
  ],
  origins: [],
};

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    viewport: { width: 1366, height: 900 },
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Journeys start as a visitor who has confirmed his age (the server-drawn age gate is tested in
    // age-gate.e2e.ts, which starts without this cookie).
    storageState: AGE_CONFIRMED_STATE,
    // Journeys see the network as the page does (routes, offline): the service worker is tested on its
    // own in static-assets.e2e.ts, which allows it.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // KICKOFF_TEST_API: the demo switch (test API, demo codes), honoured on this loopback HOST only.
      // KICKOFF_OFFICIAL_DOMAINS: only 127.0.0.1 is official, so the domain checker's journey can open the
      // site as `localhost` and see the warning (static-assets.e2e.ts).
      env: { PORT: String(PORT), KICKOFF_DB: dbFile, HOST: '127.0.0.1', KICKOFF_TEST_API: '1', KICKOFF_OFFICIAL_DOMAINS: `127.0.0.1:${PORT}` },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/cms-demo.mjs --port ${CMS_PORT} --kickoff http://127.0.0.1:${PORT}`,
      cwd: '../..',
      url: `${CMS_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
