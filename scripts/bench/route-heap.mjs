// Heap growth over 50 mount cycles of every route application (DESIGN.md §6, issue 25 item 4): under 2 MB.
//
// Method: the production build served by the reference server in development mode (so the demo accounts
// are seeded: the office app needs a signed-in player). One Chromium page, a visitor past the age gate,
// opens /en and logs in as demo@kickoff.test through the header's dialog. A cycle navigates client-side
// (the `kickoff:navigate` event the root config turns into single-spa's navigateToUrl) through one route
// of each application: home (betting), slots (casino), office/history (office), promotions (promotions),
// information (information), waiting each time until that application's root, and no other, is in the
// content slot, so every step unmounts one application and mounts the next. One warm-up cycle loads each
// application's code and texts once; then CDP HeapProfiler.collectGarbage (twice) and Performance.getMetrics
// give the baseline JSHeapUsedSize, DOM nodes and event listeners; then CYCLES cycles, a garbage
// collection and the same metrics again (the same route is shown both times). The heap is also read after
// every tenth cycle (after a GC), so a steady climb shows apart from a one-off. The feed keeps polling all
// along: the live games and odds it holds are data, which this growth includes.
//
//   node scripts/bench/route-heap.mjs     builds for production and prints the rows on its own
import { chromium } from '@playwright/test';
import { CHROMIUM, PRODUCTION_DIST, startServer } from '../lib/first-visit.mjs';
import { buildProductionSite, coldPage, isMainModule, printRows } from './site-visits.mjs';

export const CYCLES = 50;
export const GROWTH_BUDGET_MB = 2;
const MB = 1024 * 1024;
const DEMO = { email: 'demo@kickoff.test', password: 'Demo-2026!' };

/** One route per application, in cycle order (English pages, where the login dialog's labels are known). */
export const CYCLE_ROUTES = [
  { app: 'betting', path: '/en' },
  { app: 'casino', path: '/en/slots' },
  { app: 'office', path: '/en/office/history' },
  { app: 'promotions', path: '/en/promotions' },
  { app: 'information', path: '/en/information' },
];

async function logIn(page) {
  await page.locator('[data-slot="header"]').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail or account ID').fill(DEMO.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Navigates as the site does and waits until `app` alone is mounted in the content slot. */
async function showRoute(page, { app, path }) {
  await page.evaluate((to) => window.dispatchEvent(new CustomEvent('kickoff:navigate', { detail: { to } })), path);
  await page.waitForFunction(
    (name) => {
      const apps = [...document.querySelectorAll('[data-slot="content"] [data-app]')].map((el) => el.getAttribute('data-app'));
      return apps.length > 0 && apps.every((a) => a === name);
    },
    app,
    { timeout: 30_000 },
  );
}

/** After a full garbage collection: { heap, nodes, listeners } (bytes, counts). */
async function settledMetrics(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const of = (name) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { heap: of('JSHeapUsedSize'), nodes: of('Nodes'), listeners: of('JSEventListeners') };
}

/**
 * Runs the benchmark against a development-mode server (demo accounts seeded) serving the production build;
 * `routes` and `cycles` narrow it down when looking for a leak (one application against another).
 * Returns { before, after, trend: [{ cycle, heap }], cycles, routes }.
 */
export async function runRouteHeapBench(url, { routes = CYCLE_ROUTES, cycles = CYCLES } = {}) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const { page, cdp } = await coldPage(browser, url);
    await cdp.send('Performance.enable');
    await page.goto(`${url}/en`);
    await page.waitForSelector('html[data-page="home"] [data-app="betting"]');
    await logIn(page);
    const cycle = async () => {
      for (const route of routes) await showRoute(page, route);
    };
    await cycle();
    const before = await settledMetrics(cdp);
    const trend = [];
    for (let i = 1; i <= cycles; i++) {
      await cycle();
      if (i % 10 === 0 && i < cycles) trend.push({ cycle: i, heap: (await settledMetrics(cdp)).heap });
    }
    const after = await settledMetrics(cdp);
    trend.push({ cycle: cycles, heap: after.heap });
    return { before, after, trend, cycles, routes };
  } finally {
    await browser.close();
  }
}

/** Rows for scripts/bench.mjs: [name, value, budget, unit]. */
export function routeHeapRows(r) {
  return [[`heap growth, ${r.cycles} cycles of ${r.routes.length} route apps`, (r.after.heap - r.before.heap) / MB, GROWTH_BUDGET_MB, 'MB']];
}

/** The informational line: heap before and after, the climb every ten cycles, DOM nodes and listeners. */
export const routeHeapNote = (r) =>
  `route apps, ${r.cycles} cycles of ${r.routes.map((c) => c.app).join(' → ')}: JS heap after GC ${(r.before.heap / MB).toFixed(2)} → ${(r.after.heap / MB).toFixed(2)} MB ` +
  `(after cycles ${r.trend.map((t) => `${t.cycle}: ${(t.heap / MB).toFixed(2)}`).join(', ')}); DOM nodes ${r.before.nodes} → ${r.after.nodes}, event listeners ${r.before.listeners} → ${r.after.listeners}`;

if (isMainModule(import.meta.url)) {
  buildProductionSite();
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8754), distDir: PRODUCTION_DIST, production: false });
  try {
    const r = await runRouteHeapBench(server.url);
    console.log(routeHeapNote(r));
    printRows(routeHeapRows(r));
  } finally {
    server.stop();
  }
}
