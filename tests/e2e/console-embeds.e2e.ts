/**
 * The embed builder (issue 24): a content editor picks the event odds element, chooses a real game from
 * the search, sees it in the live preview, copies the snippet, and the copied snippet pasted into a page
 * of the demo CMS origin shows that game's odds; the editor also allows an origin and removes it again.
 */
import { expect, test } from '@playwright/test';
import { resetServer } from './support';
import { CMS_ORIGIN } from './playwright.config';
import { signInStaff } from './staff-support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a content editor builds the snippet of an event’s odds from the search, copies it, and it works on the CMS page', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const line = (await (await page.request.get('/web-api/feed/games?section=line&limit=1&lng=en')).json()) as { games: Array<{ id: number; team1: string; team2: string }> };
  const game = line.games[0];
  expect(game).toBeDefined();
  const { id, team1, team2 } = game!;

  await signInStaff(page, 'content_editor', '/backoffice/embeds');
  await expect(page.getByRole('heading', { level: 1, name: 'Embeds for CMS pages' })).toBeVisible();
  await page.getByLabel('Element').selectOption({ label: 'Event odds <kickoff-event>' });
  await expect(page.getByText('Fix the attributes above to get the snippet.').first()).toBeVisible();

  await page.getByLabel('Find an event (team, championship or id)').fill(team1.slice(0, 6));
  await page.getByRole('button', { name: 'Search events' }).click();
  await page.getByRole('list', { name: /^Events matching/ }).getByRole('button', { name: `Choose ${team1} – ${team2}` }).click();
  await expect(page.getByText(`Chosen: ${team1} – ${team2}`)).toBeVisible();

  const snippet = page.getByLabel('Snippet to paste into the CMS page');
  await expect(snippet).toContainText(`<kickoff-event game-id="${id}"></kickoff-event>`);
  await expect(snippet).toContainText(`<script src="${baseURL}/dist/vendor/system.min.js"></script>`);

  const preview = page.frameLocator('iframe[title="Live preview of <kickoff-event>"]');
  await expect(preview.locator('kickoff-event')).toContainText(team1, { timeout: 15_000 });
  await expect(preview.locator('kickoff-event').getByRole('button').first()).toBeVisible();

  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByText('Snippet copied to the clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippet.innerText());

  // The editor pastes the snippet into a page of the demo CMS (another origin than Kickoff's) and publishes it.
  const failures: string[] = [];
  page.on('pageerror', (e) => failures.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(m.text());
  });
  await page.goto(`${CMS_ORIGIN}/editor`);
  await page.getByLabel('Page title').fill('Match of the week');
  await page.getByLabel('Page HTML (paste the Kickoff snippet)').fill(copied);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`^${CMS_ORIGIN}/pages/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Match of the week' })).toBeVisible();
  const event = page.locator('kickoff-event');
  await expect(event).toContainText(team1, { timeout: 15_000 });
  await expect(event).toContainText(team2);
  await expect(event.getByRole('button').first()).toBeVisible();
  expect(failures, failures.join('\n')).toEqual([]);
});

test('an editor allows an origin and removes it; the server refuses a bad one and the form says why', async ({ page }) => {
  await signInStaff(page, 'content_editor', '/backoffice/embeds');
  const origins = page.getByRole('table', { name: 'Origins whose pages may load Kickoff elements' });
  await expect(origins).toBeVisible();
  await page.getByLabel('Origin to allow (https://host[:port])').fill('https://cms.example/landing');
  await page.getByRole('button', { name: 'Add origin' }).click();
  await expect(page.getByRole('alert')).toContainText('scheme://host[:port]');

  await page.getByLabel('Origin to allow (https://host[:port])').fill('https://CMS.example');
  await page.getByRole('button', { name: 'Add origin' }).click();
  await expect(origins.getByRole('row').filter({ hasText: 'https://cms.example' })).toContainText('Console');
  const allowed = await page.request.get('/importmap.json', { headers: { origin: 'https://cms.example' } });
  expect(allowed.headers()['access-control-allow-origin']).toBe('https://cms.example');

  await origins.getByRole('button', { name: 'Remove https://cms.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove https://cms.example?' });
  await dialog.getByRole('button', { name: 'Remove https://cms.example' }).click();
  await expect(dialog).toBeHidden();
  await expect(origins.getByRole('row').filter({ hasText: 'https://cms.example' })).toHaveCount(0);
  const refused = await page.request.get('/importmap.json', { headers: { origin: 'https://cms.example' } });
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
});
