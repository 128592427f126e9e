/**
 * First-visit weight can only go down: a production build in .cache/dist-production, served by the
 * reference server, visited cold at /ru as a guest in Chromium. The gzip -9 bytes of every JavaScript
 * file that visit loads are summed (deterministic for a given build) and compared with the figure in
 * tests/build/first-visit-budget.json plus its slack. A new feature loads on use, so it never adds here;
 * when the page shrinks, lower the figure (the test says by how much).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, PRODUCTION_DIST, firstVisitBudget, measureFirstVisit, startServer } from '../../scripts/lib/first-visit.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.RATCHET_PORT ?? 8196);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the home page first visit loads no more JavaScript than the ratchet allows', { timeout: 180_000 }, async () => {
  const built = spawnSync(process.execPath, ['esbuild.config.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', KICKOFF_DIST: PRODUCTION_DIST },
    encoding: 'utf8',
  });
  assert.equal(built.status, 0, `production build failed:\n${built.stdout}\n${built.stderr}`);

  const budget = firstVisitBudget();
  const server = await startServer({ port: PORT, distDir: PRODUCTION_DIST });
  const browser = await chromium.launch(CHROMIUM);
  try {
    const visit = await measureFirstVisit(browser, server.url);
    const listing = visit.files.map((f) => `  ${f.path.padEnd(48)} ${String(f.gzipBytes).padStart(7)} B`).join('\n');
    const limit = budget.gzipBytes + budget.slackBytes;
    assert.ok(visit.files.some((f) => f.path.startsWith('/dist/root-config/')), `the visit loaded the root config:\n${listing}`);
    assert.ok(
      visit.total <= limit,
      `home first visit loads ${visit.total} B (${kb(visit.total)}) of gzip JavaScript, more than the ratchet's ` +
        `${budget.gzipBytes} B + ${budget.slackBytes} B slack. Load the new code on use instead.\n${listing}`,
    );
    if (visit.total < budget.gzipBytes - budget.slackBytes) {
      console.log(`first visit shrank to ${visit.total} B: lower gzipBytes in tests/build/first-visit-budget.json`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
});
