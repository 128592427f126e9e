// Live-odds benchmark (DESIGN.md §6): 500 live games × 3 odds, 10 % of the odds changing per tick,
// at most 2 ms of main-thread script per tick, and at least 5× cheaper than a plain React list
// measured in the same run.
//
// Method: two pages are bundled with esbuild (production React, minified) into a temp dir and opened
// side by side in one Debian Chromium: scripts/bench/live-odds-page.ts renders Kickoff's real games
// list (list → rows → odds buttons over a real feed store); scripts/bench/live-odds-plain-page.ts
// renders the baseline, a plain React list that re-renders from one store (one atom holding the
// games array, no memoisation). Both apply the same prepared delta replies (live-odds-ticks.ts), each
// moving 150 of the 1500 odds, run inside its own page task (a MessageChannel message, like the
// network task of a real poll) until React's commit. Around each tick we read CDP
// `Performance.getMetrics` and take the delta of `ScriptDuration` (main-thread JavaScript in that
// window, React and DOM calls included). Note: script run by `Runtime.evaluate` itself is not counted
// by that metric, which is why the tick runs in a task of the page. The two pages take turns tick by
// tick (Kickoff, plain, Kickoff, …) so a noisy neighbour hits both; 10 warm-up ticks each are not
// counted; ticks are 100 ms apart, so the 250 ms flash sweeper and the 1 s game clocks run between
// ticks, as they do between real 3 s polls.
//
// A third page (live-odds-trackers-page.ts, issue 27) is Kickoff's list with 20 match trackers running beside it
// (each polling its events every 3 s from a stubbed fetch, drawing in its own tasks): its odds tick is measured the
// same way, in turn with the others, and must keep the same budget.
//
// Two kinds of Kickoff tick: 'apply' (store update and UI: the budget's subject, compared with the
// plain list's 'apply') and 'poll' (also JSON.parse of the ~130 changed games and validation with
// the contract schema, printed as an information line).
//
//   node scripts/bench/live-odds.mjs     prints the rows on its own
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUDGET_MS = 2;
/** Kickoff's tick must be at least this many times cheaper than the plain list's (medians). */
export const RATIO_BUDGET = 5;
const WARMUP = 10;
const MEASURED = 100;
const PAGES = { kickoff: 'live-odds-page.ts', plain: 'live-odds-plain-page.ts', trackers: 'live-odds-trackers-page.ts' };
export const TRACKERS = 20;

/** Bundles one benchmark page into `dir`/<name>.html; returns the file's path. */
async function bundlePage(dir, name, entry, css) {
  await build({
    entryPoints: [path.join(root, 'scripts/bench', entry)],
    outfile: path.join(dir, `${name}.js`),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    loader: { '.css': 'text', '.svg': 'text' },
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.KICKOFF_PLATFORM_VERSION': '"bench"' },
    alias: { '@kickoff/platform': path.join(root, 'platform/src/index.ts') },
    logLevel: 'warning',
  });
  const html = path.join(dir, `${name}.html`);
  writeFileSync(html, `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body><script src="${name}.js"></script></body></html>`);
  return html;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (samples) => {
  const s = [...samples].sort((a, b) => a - b);
  return { median: percentile(s, 50), p95: percentile(s, 95) };
};

/** Opens a bundled page; returns { page, tick(i, mode) → ms of script } after checking its 1500 odds buttons. */
async function openBenchPage(browser, html) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(pathToFileURL(html).href);
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 60_000 });
  if (errors.length) throw errors[0];
  const odds = await page.evaluate(() => window.__bench.odds);
  if (odds !== 1500) throw new Error(`${path.basename(html)}: expected 1500 odds buttons, found ${odds}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const scriptSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
  };
  const tick = async (i, mode) => {
    const before = await scriptSeconds();
    await page.evaluate(([n, m]) => window.__bench.run(n, m), [i, mode]);
    const after = await scriptSeconds();
    await page.evaluate((n) => window.__bench.verify(n), i);
    if (errors.length) throw errors[0];
    return (after - before) * 1000;
  };
  return { page, odds, tick };
}

/**
 * Runs the benchmark; returns ms of script per tick: { apply, poll, plain: { median, p95 }, ratio, ticks, odds }
 * where `ratio` = plain median ÷ Kickoff apply median.
 */
export async function runLiveOddsBench({ executablePath = '/usr/bin/chromium' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-live-odds-'));
  const css = [readFileSync(path.join(root, 'root-config/src/styles/base.css'), 'utf8'), readFileSync(path.join(root, 'apps/betting/src/styles.css'), 'utf8')].join('\n');
  const kickoffHtml = await bundlePage(dir, 'kickoff', PAGES.kickoff, css);
  const plainHtml = await bundlePage(dir, 'plain', PAGES.plain, css);
  const trackersCss = `${css}\n${readFileSync(path.join(root, 'apps/betting/src/match-centre/match-centre.css'), 'utf8')}`;
  const trackersHtml = await bundlePage(dir, 'trackers', PAGES.trackers, trackersCss);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const kickoff = await openBenchPage(browser, kickoffHtml);
    const plain = await openBenchPage(browser, plainHtml);
    const trackers = await openBenchPage(browser, trackersHtml);
    const samples = { apply: [], plain: [], poll: [], trackers: [] };
    const trackerEventsAtStart = await trackers.page.evaluate(() => window.__trackerEvents());
    // Kickoff, the plain list and Kickoff with trackers take turns on the same replies.
    let i = 0;
    for (let n = 0; n < WARMUP + MEASURED; n++, i++) {
      await kickoff.page.waitForTimeout(100);
      const k = await kickoff.tick(i, 'apply');
      const p = await plain.tick(i, 'apply');
      const t = await trackers.tick(i, 'apply');
      if (n >= WARMUP) {
        samples.apply.push(k);
        samples.plain.push(p);
        samples.trackers.push(t);
      }
    }
    const trackerEvents = await trackers.page.evaluate(() => window.__trackerEvents());
    if (trackerEvents <= trackerEventsAtStart && trackerEvents < TRACKERS * 5) {
      throw new Error(`the ${TRACKERS} trackers drew no new events during the run (${trackerEventsAtStart} → ${trackerEvents})`);
    }
    await plain.page.close();
    await trackers.page.close();
    for (let n = 0; n < WARMUP + MEASURED; n++, i++) {
      await kickoff.page.waitForTimeout(100);
      const k = await kickoff.tick(i, 'poll');
      if (n >= WARMUP) samples.poll.push(k);
    }
    const apply = stats(samples.apply);
    const plainStats = stats(samples.plain);
    return { apply, poll: stats(samples.poll), plain: plainStats, ratio: plainStats.median / apply.median, trackers: stats(samples.trackers), ticks: MEASURED, odds: kickoff.odds };
  } finally {
    await browser.close();
  }
}

/** Rows for scripts/bench.mjs: [name, value, budget, unit, atLeast?]. */
export function liveOddsRows(r) {
  return [
    ['live odds tick script, median', r.apply.median, BUDGET_MS, 'ms'],
    ['live odds: plain list tick ÷ Kickoff tick', r.ratio, RATIO_BUDGET, '×', true],
    [`live odds tick with ${TRACKERS} trackers, median`, r.trackers.median, BUDGET_MS, 'ms'],
  ];
}

/** The informational lines: p95s, the baseline's own figures and the whole poll path. */
export const liveOddsNote = (r) =>
  [
    `live odds, Kickoff tick: median ${r.apply.median.toFixed(2)} ms, p95 ${r.apply.p95.toFixed(2)} ms; plain React list from one store: median ${r.plain.median.toFixed(2)} ms, p95 ${r.plain.p95.toFixed(2)} ms; Kickoff is ${r.ratio.toFixed(1)}× cheaper`,
    `live odds with ${TRACKERS} match trackers polling beside the list: median ${r.trackers.median.toFixed(2)} ms, p95 ${r.trackers.p95.toFixed(2)} ms (${(r.trackers.median / r.apply.median).toFixed(2)}× the list alone)`,
    `live odds poll incl. JSON.parse + GamesResponseSchema (info, not the budget's subject): median ${r.poll.median.toFixed(2)} ms, p95 ${r.poll.p95.toFixed(2)} ms`,
  ].join('\n');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await runLiveOddsBench();
  console.log(`live odds: ${r.ticks} ticks per kind over ${r.odds} odds (150 changed per tick)`);
  console.log(liveOddsNote(r));
  for (const [name, value, budget, unit, atLeast] of liveOddsRows(r)) {
    const ratio = atLeast ? budget / value : value / budget;
    console.log(`${name.padEnd(46)} ${value.toFixed(2).padStart(7)} ${unit.padEnd(2)} ${`${atLeast ? '≥' : ''}${budget}`.padStart(6)} ${unit.padEnd(2)} ${ratio.toFixed(2)} ${ratio <= 1 ? 'ok' : 'OVER'}`);
  }
}
