// Shared steps of the page benchmarks (home-paint, route-heap, shell-latency): the production build they
// measure, a visitor past the age gate, a throttled cold page, and the statistics they print.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { PRODUCTION_DIST } from '../lib/first-visit.mjs';
import { root } from '../lib/setup.mjs';

/**
 * A returning visitor: age confirmed and every cookie accepted, so neither the age gate nor the cookie
 * banner is drawn (the cookies of tests/e2e/playwright.config.ts AGE_CONFIRMED_STATE).
 */
export function pastAgeGateCookies(url) {
  const domain = new URL(url).hostname;
  return [
    { name: 'age_confirmed', value: '1', domain, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' },
    { name: 'cookies_agree_type', value: 'all', domain, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
  ];
}

/** The same visitor as a Cookie request header. */
export const pastAgeGateCookieHeader = 'age_confirmed=1; cookies_agree_type=all';

/** Builds the site for production into PRODUCTION_DIST (what `npm run bench` does first); for a module run alone. */
export function buildProductionSite() {
  const run = spawnSync(process.execPath, ['esbuild.config.mjs'], { cwd: root, env: { ...process.env, NODE_ENV: 'production', KICKOFF_DIST: PRODUCTION_DIST }, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('production build failed');
}

/**
 * A page in a fresh browser context (nothing cached, its own cookie jar) for a visitor past the age gate,
 * its CPU throttled `cpuRate` times through CDP. Close it with `page.context().close()`.
 */
export async function coldPage(browser, url, { cpuRate = 1 } = {}) {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
  await context.addCookies(pastAgeGateCookies(url));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { page, cdp };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank percentile of sorted values. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** True when the module at `moduleUrl` is the script node was started with. */
export const isMainModule = (moduleUrl) => Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]).href;

/** Prints rows [name, value, budget, unit] the way a module run alone shows them. */
export function printRows(rows) {
  for (const [name, value, budget, unit] of rows) {
    const ratio = value / budget;
    console.log(`${name.padEnd(46)} ${value.toFixed(2).padStart(8)} ${unit.padEnd(2)} ${String(budget).padStart(6)} ${unit.padEnd(2)} ${ratio.toFixed(2)} ${ratio <= 1 ? 'ok' : 'OVER'}`);
  }
}
