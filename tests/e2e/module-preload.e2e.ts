/**
 * The first view's modules are preloaded from the page (issue 25 item 2): the home page's head lists the
 * root config, the shell, the coupon, the betting app and what they import at once, with integrity; the
 * browser fetches each file once (SystemJS's scripts reuse the preloads) and nothing loaded on use is preloaded.
 */
import { expect, test } from '@playwright/test';
import { expectPage } from './support';

test('the home page preloads its first view, each file is fetched once, and the preloads are all used', async ({ page }) => {
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) fetched.set(path, (fetched.get(path) ?? 0) + 1);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/en');
  await expectPage(page, 'home');
  await page.waitForLoadState('networkidle');
  const preloaded = await page.locator('head link[rel="preload"][as="script"]').evaluateAll((links) =>
    links.map((link) => ({ href: new URL((link as HTMLLinkElement).href).pathname, integrity: (link as HTMLLinkElement).integrity })),
  );
  const map = (await (await page.request.get('/importmap.json')).json()) as { imports: Record<string, string> };
  for (const name of ['@kickoff/root-config', '@kickoff/platform', '@kickoff/shell', '@kickoff/coupon', '@kickoff/betting', 'react-dom/client']) {
    expect(preloaded.map((link) => link.href), name).toContain(map.imports[name]);
  }
  expect(preloaded.map((link) => link.href)).not.toContain(map.imports['@kickoff/platform-wallet']);
  expect(preloaded.map((link) => link.href)).not.toContain(map.imports['@kickoff/backoffice']);
  expect(preloaded.every((link) => link.integrity.startsWith('sha384-'))).toBe(true);
  expect([...fetched].filter(([, times]) => times > 1)).toEqual([]);
  for (const link of preloaded) expect(fetched.get(link.href), `${link.href} was used`).toBe(1);
  expect(warnings).toEqual([]);
});
