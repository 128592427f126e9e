/**
 * The match centre (issue 27) against the real server: a live football game's page shows the tracker
 * on a drawn pitch, and as the simulator plays on (stepped by the test API) the timeline grows and the
 * tracker's state text changes within 20 s; a live list row's tracker button opens the compact panel
 * (keyboard: Enter opens, Escape closes with the focus on the button). axe finds nothing serious in either.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { GamesResponseSchema, type Game } from '../../platform/src/schemas/feed';
import { MatchEventsReplySchema } from '../../apps/betting/src/contracts/match-events';
import { seriousViolations } from './accessibility/axe';
import { expectPage } from './support';

const gamePath = (g: Game) => `/ru/${g.section}/${g.sportSlug}/${g.champSlug}/${g.id}-${g.slug}`;

/**
 * A live football game with match events, as early in the match as there is (it must not end during the test).
 * Games already live when the feed was seeded (or reset by an earlier journey) have events only from the
 * simulator's next steps: when none has any yet, the simulator is stepped and the games asked again.
 */
async function liveFootballGame(request: APIRequestContext): Promise<Game> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reply = await request.get('/web-api/feed/games?section=live&sportId=1');
    expect(reply.ok(), `feed/games → ${reply.status()}`).toBe(true);
    const games = v.parse(GamesResponseSchema, await reply.json()).games.filter((g) => !g.isFinished && g.statusId !== 4);
    games.sort((a, b) => (a.timeSec ?? 0) - (b.timeSec ?? 0));
    for (const game of games) {
      const events = v.parse(MatchEventsReplySchema, await (await request.get(`/web-api/feed/games/${game.id}/events`)).json());
      if (events.version > 0 && !events.events.some((e) => e.type === 'match_end')) return game;
    }
    await tick(request, 30);
  }
  throw new Error('no live football game with match events after the simulator played 150 s');
}

async function tick(request: APIRequestContext, seconds: number): Promise<void> {
  const reply = await request.post('/__test/feed/tick', { data: { seconds } });
  expect(reply.ok(), `POST /__test/feed/tick → ${reply.status()}`).toBe(true);
}

test.describe('match centre', () => {
  test('a live football game page shows the tracker; the timeline grows and the state changes within 20 s', async ({ page, request }) => {
    const game = await liveFootballGame(request);
    await page.goto(gamePath(game));
    await expectPage(page, 'sports-game', 'main');
    const centre = page.locator('section.kk-mc');
    await expect(centre.locator('svg.kk-mc__field--pitch [data-marker]')).toBeVisible({ timeout: 15_000 });
    await expect(centre.getByRole('heading', { name: 'Матч-центр' })).toBeVisible();
    await expect(centre.getByRole('table', { name: 'Статистика матча' })).toBeVisible();
    await expect(centre.locator('[data-mc-live][role="status"][aria-live="polite"]')).not.toBeEmpty();
    const events = centre.locator('.kk-mc__event');
    const state = centre.locator('[data-mc-state]');
    const before = { count: await events.count(), text: await state.innerText() };
    expect(before.text).toMatch(/тайм, \d\d:\d\d: .+ Счёт \d+:\d+/);

    // The simulator plays 45 s more per attempt; the page's next poll (3 s) draws it.
    await expect(async () => {
      await tick(request, 45);
      await expect.poll(() => events.count(), { timeout: 4_500 }).toBeGreaterThan(before.count);
      expect(await state.innerText()).not.toBe(before.text);
    }).toPass({ timeout: 20_000 });
    // Newest first.
    const seqs = await events.evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-seq'))));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(await seriousViolations(page, 'section.kk-mc')).toEqual([]);
  });

  test('a live list row opens its compact tracker panel from the keyboard', async ({ page }) => {
    await page.goto('/ru/live/football');
    await expectPage(page, 'sports', 'main');
    const row = page.locator('section[data-app="betting"][data-route="sports"] .kk-games .kk-game').filter({ has: page.locator('.kk-game__tracker-toggle') }).first();
    const button = row.locator('.kk-game__tracker-toggle');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName(/^Трекер матча: .+ – .+$/);
    const name = (await button.getAttribute('aria-label')) ?? '';
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name, exact: true });
    await expect(panel.locator('.kk-mc--compact .kk-mc__tracker')).toBeVisible({ timeout: 15_000 });
    await expect(panel.locator('[data-mc-state]')).not.toBeEmpty();
    expect(await seriousViolations(page, '.kk-game__tracker')).toEqual([]);
    await expect(button).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
