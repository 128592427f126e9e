// Home-page paint benchmark (issue 25 item 4): the largest contentful paint of /ru at 4x CPU, against the same
// rendered page saved as static HTML and measured in the same run (budget: site / static at most 1.5).
//
// Method: the production build served by the reference server (production mode). A visitor past the age
// gate (site-visits.mjs pastAgeGateCookies). The snapshot: one unthrottled visit of /ru waits until the
// page has settled (the betting app's root on the home page, then network idle), clones the document,
// removes every <script> (the import map and the JSON islands with them), every modulepreload link and
// every preload of a script or a fetch, keeps the stylesheet links and writes the modules' adopted sheets as a <style>, and
// writes the result as <dist>/bench-home-paint/home-snapshot.html, which the same server sends as a static file
// (same origin, same stylesheets and icons, no CSP of the shell page). Then ten cold visits, interleaved:
// site, snapshot, site, snapshot… each in its own browser context (nothing cached) with the CPU throttled
// 4x through CDP. A visit waits until the page has settled (the site: the betting app's root, then
// network idle; the snapshot: network idle) and reads the last `largest-contentful-paint` entry of a
// buffered PerformanceObserver (its startTime: ms from the navigation's start). Rows: the median of each
// kind's five visits and the ratio of the medians.
//
//   node scripts/bench/home-paint.mjs     builds for production and prints the rows on its own
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, PRODUCTION_DIST, startServer } from '../lib/first-visit.mjs';
import { root } from '../lib/setup.mjs';
import { buildProductionSite, coldPage, isMainModule, median, printRows } from './site-visits.mjs';

export const VISITS = 5;
export const CPU_RATE = 4;
/** The home page's paint may take at most this many times its static snapshot's. */
export const PAINT_RATIO_BUDGET = 1.5;
/** DESIGN.md §6: and at most 1.0 s on localhost. */
export const PAINT_BUDGET_S = 1.0;
/** Under dist/, in a folder of its own that the run removes after. */
const SNAPSHOT_PATH = 'bench-home-paint/home-snapshot.html';
const SETTLED_HOME = 'html[data-page="home"] [data-app="betting"]';

/** The rendered page as static HTML: no scripts, no script preloads; stylesheets and injected styles kept. */
function staticSnapshotOf() {
  const copy = document.documentElement.cloneNode(true);
  const dropped = 'script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"]';
  for (const node of copy.querySelectorAll(dropped)) node.remove();
  // The modules' constructable sheets (adoptedStyleSheets) are not in the DOM: written out as one <style>.
  const adopted = document.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
  const style = document.createElement('style');
  style.textContent = adopted;
  copy.querySelector('head')?.append(style);
  return `<!doctype html>\n${copy.outerHTML}`;
}

/** The final LCP candidate of the page: { ms, element }, or null when the page recorded none. */
function largestPaint() {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 3000);
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      if (!last) return;
      clearTimeout(timer);
      const el = last.element;
      const element = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '(removed)';
      resolve({ ms: last.startTime, element });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

async function saveSnapshot(browser, url) {
  const { page } = await coldPage(browser, url);
  await page.goto(`${url}/ru`);
  await page.waitForSelector(SETTLED_HOME);
  await page.waitForLoadState('networkidle');
  const html = await page.evaluate(staticSnapshotOf);
  await page.context().close();
  const file = path.join(root, PRODUCTION_DIST, SNAPSHOT_PATH);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  return { file, bytes: Buffer.byteLength(html) };
}

async function paintOf(browser, pageUrl, settledSelector) {
  const { page } = await coldPage(browser, pageUrl, { cpuRate: CPU_RATE });
  try {
    await page.goto(pageUrl);
    if (settledSelector) await page.waitForSelector(settledSelector, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const paint = await page.evaluate(largestPaint);
    if (!paint) throw new Error(`no largest-contentful-paint entry on ${pageUrl}`);
    return paint;
  } finally {
    await page.context().close();
  }
}

/**
 * Runs the benchmark against a server already serving PRODUCTION_DIST at `url`.
 * Returns { site: [{ ms, element }], snapshot: [...], snapshotBytes } in visit order.
 */
export async function runHomePaintBench(url) {
  const browser = await chromium.launch(CHROMIUM);
  const snapshot = await saveSnapshot(browser, url);
  const site = [];
  const saved = [];
  try {
    for (let i = 0; i < VISITS; i++) {
      site.push(await paintOf(browser, `${url}/ru`, SETTLED_HOME));
      saved.push(await paintOf(browser, `${url}/dist/${SNAPSHOT_PATH}`, null));
    }
  } finally {
    await browser.close();
    rmSync(path.dirname(snapshot.file), { recursive: true, force: true });
  }
  return { site, snapshot: saved, snapshotBytes: snapshot.bytes };
}

const medianSeconds = (visits) => median(visits.map((v) => v.ms)) / 1000;

/** Rows for scripts/bench.mjs: [name, value, budget, unit]. The snapshot's median is in the note (no budget of its own). */
export function homePaintRows(r) {
  const site = medianSeconds(r.site);
  return [
    [`home LCP, ${CPU_RATE}x CPU (median of ${VISITS} cold)`, site, PAINT_BUDGET_S, 's'],
    ['home LCP / same page as static HTML', site / medianSeconds(r.snapshot), PAINT_RATIO_BUDGET, 'x'],
  ];
}

/** The informational line: every visit and the element each page painted last. */
export const homePaintNote = (r) => {
  const list = (visits) => visits.map((v) => (v.ms / 1000).toFixed(2)).join(' ');
  const elements = (visits) => [...new Set(visits.map((v) => v.element))].join(' | ');
  return (
    `home LCP, ${VISITS} cold visits at ${CPU_RATE}x CPU: median ${medianSeconds(r.site).toFixed(2)} s (${list(r.site)}; largest: ${elements(r.site)})\n` +
    `home saved as static HTML (${(r.snapshotBytes / 1024).toFixed(1)} KB), interleaved: median ${medianSeconds(r.snapshot).toFixed(2)} s (${list(r.snapshot)}; largest: ${elements(r.snapshot)})`
  );
};

if (isMainModule(import.meta.url)) {
  buildProductionSite();
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8752), distDir: PRODUCTION_DIST });
  try {
    const r = await runHomePaintBench(server.url);
    console.log(homePaintNote(r));
    printRows(homePaintRows(r));
  } finally {
    server.stop();
  }
}
