// The home page's first visit (ru, guest), shared by the size ratchet test (tests/build) and `npm run bench`:
// which JavaScript and CSS files a cold visit loads, and their gzip -9 sizes (deterministic for a given build).
// CSS counts since the base styles became their own versioned file (scripts/build/ui-styles.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './setup.mjs';

export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Where the ratchet test and the bench put their production build (dist/ keeps the development one). */
export const PRODUCTION_DIST = '.cache/dist-production';

/** The ratchet: the figure a first visit may not grow beyond (plus the slack). Lower it when the page shrinks. */
export const FIRST_VISIT_BUDGET_FILE = path.join(root, 'tests', 'build', 'first-visit-budget.json');
export function firstVisitBudget() {
  return JSON.parse(readFileSync(FIRST_VISIT_BUDGET_FILE, 'utf8'));
}

/**
 * Starts the reference server (production mode, fresh database) on `port` serving `distDir`.
 * Returns { url, stop }.
 */
export async function startServer({ port, distDir = 'dist', production = true }) {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'kickoff-visit-')), 'visit.db');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', KICKOFF_DB: db, KICKOFF_DIST: distDir, NODE_ENV: production ? 'production' : 'development' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok).catch(() => false);
    if (ok) return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`server did not start: ${stderr}`);
}

/**
 * One cold visit of `${url}/ru` in a fresh context, until the home page's content is shown and the
 * network is idle. Returns the JavaScript and CSS responses as { path, gzipBytes } sorted by path, and the total.
 */
export async function measureFirstVisit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map();
  const pending = [];
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (!/\.(?:js|css)$/.test(u.pathname)) return;
    pending.push(res.body().then((b) => bodies.set(u.pathname, gzipSync(b, { level: 9 }).length)).catch(() => {}));
  });
  await page.goto(`${url}/ru`);
  await page.waitForSelector('html[data-page="home"] [data-app="betting"]');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const files = [...bodies].map(([p, gzipBytes]) => ({ path: p, gzipBytes })).sort((a, b) => a.path.localeCompare(b.path));
  return { files, total: files.reduce((n, f) => n + f.gzipBytes, 0) };
}
