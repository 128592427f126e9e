/**
 * The information section against the content service: a text page, the rules by chapter, news with
 * an article, the betting alphabet, partners and the cash-terminal search kept in the URL. English
 * pages so the accessible names are stable.
 */
import { expect, test } from '@playwright/test';
import { expectPage, pathOf, slot } from './support';

test('a text page, its same-site link, and the rules by group and chapter', async ({ page }) => {
  await page.goto('/en/information/contacts');
  await expectPage(page, 'information-contacts', 'main');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByText('E-mail: support@kickoff.test')).toBeVisible();
  await expect(page).toHaveTitle('Contacts — Kickoff');

  await slot(page, 'content').getByRole('navigation', { name: 'Information' }).getByRole('link', { name: 'Rules' }).click();
  await expectPage(page, 'information-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'The player’s account' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Rule chapters' }).getByRole('link', { name: 'Settlement' }).click();
  await expect(page).toHaveURL(/\/en\/information\/rules\/2\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settlement' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Official result' })).toContainText('settled at odds of 1');

  await page.goto('/en/information/rules/9');
  await expect(page.getByText('There is no such page.')).toBeVisible();
});

test('news: the list, an article, back to the list', async ({ page }) => {
  await page.goto('/en/news');
  await expectPage(page, 'news');
  const first = page.getByRole('heading', { level: 2, name: 'Cash out in live' });
  await expect(first).toBeVisible();
  await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(/\/en\/news\?page=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'The football season starts' })).toBeVisible();
  await page.getByRole('link', { name: 'The football season starts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The football season starts' })).toBeVisible();
  await page.getByRole('link', { name: 'All news' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
});

test('the betting alphabet narrows by topic, letter and term; partners by section', async ({ page }) => {
  await page.goto('/en/betting-alphabet');
  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Bet types' }).click();
  await expect(page).toHaveURL(/\/en\/betting-alphabet\/bet-types$/);
  await page.getByRole('navigation', { name: 'Letters' }).getByRole('link', { name: 'S', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Single' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accumulator' })).toHaveCount(0);
  await page.getByRole('link', { name: 'System' }).click();
  await expect(page).toHaveURL(/\/en\/betting-alphabet\/bet-types\/s\/system$/);
  await expect(page.getByText('A set of same-size accumulators from the chosen outcomes.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Single' })).toHaveCount(0);

  await page.goto('/en/ourpartners');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Charity' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sport for Kids Foundation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'FC Northern Star' })).toHaveCount(0);
});

test('cash terminals: the search goes into the URL and survives a reload', async ({ page }) => {
  await page.goto('/en/information/cash_terminals');
  await expect(page.getByRole('status').filter({ hasText: 'Terminals in all: 12' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'City or address' }).fill('Kazan');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/information\/cash_terminals\/Kazan$/);
  await expect(page.getByRole('cell', { name: '44 Baumana St' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Found for “Kazan”: 1' })).toBeVisible();
  expect(pathOf(page)).toBe('/en/information/cash_terminals/Kazan');
});

test('the mobile apps page links to the mobile view, which the next pages keep', async ({ page }) => {
  await page.goto('/en/mobile');
  await page.getByRole('link', { name: 'Open the mobile view' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-view', 'mobile');
  await page.goto('/en/information/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-view', 'mobile');
});
