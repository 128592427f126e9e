/**
 * Shared helpers for the end-to-end journeys (not a test file: only `*.e2e.ts` files are collected).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const SLOTS = [
  'header', 'content', 'coupon', 'seo', 'footer', 'notifications', 'support', 'scrollTop', 'modals', 'notices', 'progress',
] as const;
export type Slot = (typeof SLOTS)[number];

/** Slots each layout shows (platform `LAYOUT_SLOTS`); every other slot carries `hidden`. */
export const LAYOUT_SLOTS: Record<string, readonly Slot[]> = {
  main: ['progress', 'header', 'content', 'coupon', 'seo', 'footer', 'notifications', 'support', 'scrollTop', 'modals', 'notices'],
  headless: ['progress', 'content', 'notifications', 'modals', 'notices'],
  empty: ['content', 'modals'],
  maintenance: ['content', 'notifications'],
  blocked: ['header', 'content', 'notifications', 'support', 'modals'],
};

export const slot = (page: Page, name: Slot) => page.locator(`[data-slot="${name}"]`);

/** Waits for the observability contract on `<html>`. */
export async function expectPage(page: Page, name: string, layout?: string): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-page', name);
  if (layout) await expect(html).toHaveAttribute('data-layout', layout);
}

/** Every slot of the layout is shown, every other slot is hidden. */
export async function expectLayoutSlots(page: Page, layout: string): Promise<void> {
  const visible = LAYOUT_SLOTS[layout];
  if (!visible) throw new Error(`unknown layout ${layout}`);
  for (const name of SLOTS) {
    if (visible.includes(name)) await expect(slot(page, name), `slot ${name} shown in ${layout}`).not.toHaveAttribute('hidden');
    else await expect(slot(page, name), `slot ${name} hidden in ${layout}`).toHaveAttribute('hidden');
  }
}

/** The path and query of the page's URL (no origin). */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** An escaped regular expression matching the whole URL ending in `pathAndQuery`. */
export const urlEndingWith = (pathAndQuery: string): RegExp =>
  new RegExp(`^https?://[^/]+${pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export async function resetServer(request: APIRequestContext): Promise<void> {
  const reply = await request.post('/__test/reset');
  expect(reply.ok(), `POST /__test/reset → ${reply.status()}`).toBe(true);
}

/** The seeded maintenance group: inactive, no window. */
export { defaultMaintenance as MAINTENANCE_OFF } from '../../server/site/seed-data';
