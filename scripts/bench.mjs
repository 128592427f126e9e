// npm run bench: performance budgets of DESIGN.md §6 that exist so far, printed as value / budget.
//  1. full production build time (budget 20 s on the 2-core machine);
//  2. JavaScript and CSS of a first visit to the home page, gzip (budget 150 KB), measured in Chromium;
//  3. the home page's largest contentful paint at 4x CPU, median of 5 cold visits past the age gate
//     (budget 1.0 s), and its ratio to the same rendered page saved as static HTML, measured interleaved in
//     the same run (budget 1.5×; scripts/bench/home-paint.mjs); GET /ru at 50 concurrent visitors, p99
//     (budget 150 ms) beside a static file of similar size under the same load (scripts/bench/shell-latency.mjs);
//     JS heap growth over 50 client-side mount cycles of the five route applications (budget 2 MB;
//     scripts/bench/route-heap.mjs, against a development-mode server for the demo player);
//  4. live odds: 500 live games × 3 odds, 10 % of the odds moving per tick, script per tick (budget 2 ms),
//     and a plain React list over one store measured in the same run (at least 5× cheaper;
//     method in scripts/bench/live-odds.mjs);
//  4b. an odds click on the line list until the coupon shows it, 4x CPU, Event Timing interaction
//     duration (budget 100 ms; scripts/bench/odds-click.mjs);
//  5. coupon maths: possibleWin of a system 15/30 and a lucky of 8 (budget 1 ms per call;
//     scripts/bench/coupon-maths.mjs);
//  6. placing coupons: throughput and p99 under 50 concurrent players, ledger balanced after, and
//     what the book's checks cost: p99 with them ÷ p99 of a plain single-only path under the same load
//     (budget 1.2×; scripts/bench/placing.mjs);
//  7. casino: the catalogue's typo-tolerant search (budget 2 ms a query) and each game engine's rounds
//     (budget 20 ms per 1 000 rounds) (scripts/bench/casino.mjs).
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM, PRODUCTION_DIST, firstVisitBudget, measureFirstVisit, startServer } from './lib/first-visit.mjs';
import { ensureDependencies, root } from './lib/setup.mjs';
import { liveOddsNote, liveOddsRows, runLiveOddsBench } from './bench/live-odds.mjs';
import { oddsClickNote, oddsClickRows, runOddsClickBench } from './bench/odds-click.mjs';
import { couponMathsNote, couponMathsRows, runCouponMathsBench } from './bench/coupon-maths.mjs';
import { placingNote, placingRows, runPlacingBench } from './bench/placing.mjs';
import { casinoNote, casinoRows, runCasinoBench } from './bench/casino.mjs';
import { homePaintNote, homePaintRows, runHomePaintBench } from './bench/home-paint.mjs';
import { runShellLatencyBench, shellLatencyNote, shellLatencyRows } from './bench/shell-latency.mjs';
import { routeHeapNote, routeHeapRows, runRouteHeapBench } from './bench/route-heap.mjs';

ensureDependencies();
const rows = [];
let oddsClick = null;
/** A row's budget is a maximum, or a minimum when `atLeast` (a ratio that must reach it). */
const row = (name, value, budget, unit, atLeast = false) => rows.push({ name, value, budget, unit, atLeast, ratio: atLeast ? budget / value : value / budget });

// 1. Build time (production).
const t0 = performance.now();
const buildRun = spawnSync(process.execPath, ['esbuild.config.mjs'], { cwd: root, env: { ...process.env, NODE_ENV: 'production', KICKOFF_DIST: PRODUCTION_DIST }, stdio: 'inherit' });
if (buildRun.status !== 0) process.exit(1);
row('full production build', (performance.now() - t0) / 1000, 20, 's');

// 2 + 3. First visit in Chromium against the real server (the production build beside dist/), the home
// page's paint against its static snapshot, and the shell page under load.
const server = await startServer({ port: 8190, distDir: PRODUCTION_DIST });
let homePaint;
let shellLatency;
try {
  const browser = await chromium.launch(CHROMIUM);
  const visit = await measureFirstVisit(browser, server.url);
  await browser.close();
  row('home first-visit JS + CSS (gzip)', visit.total / 1024, 150, 'KB');
  const ratchet = firstVisitBudget();
  row('home first-visit JS + CSS vs ratchet (tests/build)', visit.total / 1024, (ratchet.gzipBytes + ratchet.slackBytes) / 1024, 'KB');
  homePaint = await runHomePaintBench(server.url);
  for (const [name, value, budget, unit] of homePaintRows(homePaint)) row(name, value, budget, unit);
  shellLatency = await runShellLatencyBench(server.url);
  for (const [name, value, budget, unit] of shellLatencyRows(shellLatency)) row(name, value, budget, unit);

  // 4b. An odds click on the line list until the coupon shows it (4x CPU, Event Timing).
  const clickBrowser = await chromium.launch(CHROMIUM);
  try {
    oddsClick = await runOddsClickBench(clickBrowser, server.url);
  } finally {
    await clickBrowser.close();
  }
  for (const [name, value, budget, unit] of oddsClickRows(oddsClick)) row(name, value, budget, unit);
} finally {
  server.stop();
}

// 3 (cont.). Heap growth over mount cycles of the route applications (a development-mode server: the demo player).
const devServer = await startServer({ port: 8191, distDir: PRODUCTION_DIST, production: false });
let routeHeap;
try {
  routeHeap = await runRouteHeapBench(devServer.url);
  for (const [name, value, budget, unit] of routeHeapRows(routeHeap)) row(name, value, budget, unit);
} finally {
  devServer.stop();
}

// 4. Live odds re-render (its own page bundle, no server).
const liveOdds = await runLiveOddsBench();
for (const [name, value, budget, unit, atLeast] of liveOddsRows(liveOdds)) row(name, value, budget, unit, atLeast);

// 5. Coupon maths: possible win of a system 15/30 and of a lucky with 8 selections (budget 1 ms each).
const couponMaths = await runCouponMathsBench();
for (const [name, value, budget, unit] of couponMathsRows(couponMaths)) row(name, value, budget, unit);

// 6. Placing coupons: throughput and p99 under 50 concurrent players, the ledger checked after.
const placing = await runPlacingBench();
for (const [name, value, budget, unit] of placingRows(placing)) row(name, value, budget, unit);

// 7. Casino: catalogue search with a typo, and the engines' rounds.
const casino = await runCasinoBench();
for (const [name, value, budget, unit] of casinoRows(casino)) row(name, value, budget, unit);

console.log('\nbenchmark                                      value      budget   ratio');
for (const r of rows) {
  const status = r.ratio <= 1 ? 'ok' : 'OVER';
  console.log(`${r.name.padEnd(46)} ${r.value.toFixed(2).padStart(7)} ${r.unit.padEnd(2)} ${`${r.atLeast ? '≥' : ''}${r.budget}`.padStart(6)} ${r.unit.padEnd(2)} ${r.ratio.toFixed(2)} ${status}`);
}
console.log(`\n${homePaintNote(homePaint)}`);
console.log(`${shellLatencyNote(shellLatency)}`);
console.log(`${routeHeapNote(routeHeap)}`);
console.log(`${liveOddsNote(liveOdds)}`);
console.log(`${oddsClickNote(oddsClick)}`);
console.log(`${couponMathsNote(couponMaths)}`);
console.log(`${placingNote(placing)}`);
console.log(`${casinoNote(casino)}`);
