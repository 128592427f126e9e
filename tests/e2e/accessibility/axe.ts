/**
 * The accessibility stage's checks (not a test file): axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA
 * rules, failing on every serious or critical finding, and the wait for a page to finish loading.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/** One line per serious or critical violation: rule, node count, help and the first targets. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ×${v.nodes.length}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
}

/** Loading markers of every module: skeletons, busy regions, the root config's app-loading line. */
const LOADING = '[aria-busy="true"], .kk-skeleton, .kk-app-loading';

/** Waits until no loading marker is left, twice with a pause between, so a reply that starts a second load is waited for too. */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    await page.waitForFunction((selector) => document.querySelector(selector) === null, LOADING, { timeout: 10_000 });
    await page.waitForTimeout(250);
  }
}
