// Live-odds benchmark (DESIGN.md §6): 500 live games × 3 odds, 10 % of the odds changing per tick,
// at most 4 ms of main-thread script per tick.
//
// Method: scripts/bench/live-odds-page.ts is bundled with esbuild (production React, minified) into
// a temp dir and opened in Debian Chromium. It renders the real games list (list → rows → odds
// buttons over a real feed store). A tick is one prepared delta reply moving 150 of the 1500 odds,
// run inside its own page task (a MessageChannel message, like the network task of a real poll)
// until React's commit. Around each tick we read CDP `Performance.getMetrics` and take the delta of
// `ScriptDuration` (main-thread JavaScript in that window, React included). Note: script run by
// `Runtime.evaluate` itself is not counted by that metric, which is why the tick runs in a task of
// the page. 10 warm-up ticks are not counted; ticks are 100 ms apart, so the 1.5 s flash sweeper
// and the 1 s game clocks run between ticks, as they do between real 3 s polls.
//
// Two kinds of tick: 'apply' (store update and UI: the budget's subject, rows against 4 ms) and
// 'poll' (also JSON.parse of the ~130 changed games and validation with the contract schema,
// printed as an information line: about 1 ms more).
//
//   node scripts/bench/live-odds.mjs     prints the rows on its own
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUDGET_MS = 4;
const WARMUP = 10;
const MEASURED = 100;

async function bundlePage() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-live-odds-'));
  await build({
    entryPoints: [path.join(root, 'scripts/bench/live-odds-page.ts')],
    outfile: path.join(dir, 'bench.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    loader: { '.css': 'text', '.svg': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { '@kickoff/platform': path.join(root, 'platform/src/index.ts') },
    logLevel: 'warning',
  });
  const css = [readFileSync(path.join(root, 'root-config/src/styles/base.css'), 'utf8'), readFileSync(path.join(root, 'apps/betting/src/styles.css'), 'utf8')].join('\n');
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body><script src="bench.js"></script></body></html>`);
  return path.join(dir, 'index.html');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (samples) => {
  const s = [...samples].sort((a, b) => a - b);
  return { median: percentile(s, 50), p95: percentile(s, 95) };
};

/** Runs the benchmark; returns ms of script per tick: { apply: { median, p95 }, poll: { median, p95 }, ticks, odds }. */
export async function runLiveOddsBench({ executablePath = '/usr/bin/chromium' } = {}) {
  const html = await bundlePage();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(pathToFileURL(html).href);
    await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 60_000 });
    if (errors.length) throw errors[0];
    const odds = await page.evaluate(() => window.__bench.odds);
    if (odds !== 1500) throw new Error(`expected 1500 odds buttons, found ${odds}`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const scriptSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
    };
    const samples = { apply: [], poll: [] };
    let i = 0;
    for (const mode of ['apply', 'poll']) {
      for (let n = 0; n < WARMUP + MEASURED; n++, i++) {
        await page.waitForTimeout(100);
        const before = await scriptSeconds();
        await page.evaluate(([tick, m]) => window.__bench.run(tick, m), [i, mode]);
        const after = await scriptSeconds();
        await page.evaluate((tick) => window.__bench.verify(tick), i);
        if (n >= WARMUP) samples[mode].push((after - before) * 1000);
      }
    }
    if (errors.length) throw errors[0];
    return { apply: stats(samples.apply), poll: stats(samples.poll), ticks: MEASURED, odds };
  } finally {
    await browser.close();
  }
}

/** Rows for scripts/bench.mjs (the budget's subject): [name, value, budget, unit]. */
export function liveOddsRows(r) {
  return [
    ['live odds tick script, median', r.apply.median, BUDGET_MS, 'ms'],
    ['live odds tick script, p95', r.apply.p95, BUDGET_MS, 'ms'],
  ];
}

/** The informational line: the whole poll path, JSON.parse and schema validation included. */
export const liveOddsPollNote = (r) =>
  `live odds poll incl. JSON.parse + GamesResponseSchema (info, not the budget's subject): median ${r.poll.median.toFixed(2)} ms, p95 ${r.poll.p95.toFixed(2)} ms`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await runLiveOddsBench();
  console.log(`live odds: ${r.ticks} ticks per kind over ${r.odds} odds (150 changed per tick)`);
  console.log(liveOddsPollNote(r));
  for (const [name, value, budget, unit] of liveOddsRows(r)) {
    const ratio = value / budget;
    console.log(`${name.padEnd(42)} ${value.toFixed(2).padStart(7)} ${unit.padEnd(2)} ${String(budget).padStart(6)} ${unit.padEnd(2)} ${ratio.toFixed(2)} ${ratio <= 1 ? 'ok' : 'OVER'}`);
  }
}
