/**
 * Live video (issue 27) against the real server and its demo video provider: a signed-in player opens a live game
 * flagged with video, presses "Watch", and the <video>'s current time advances (a real WebM stream, by a signed,
 * expiring link asked with the video token); a guest pressing "Watch" is asked to sign in. The "only with video"
 * filter of the feed lists only games whose stream plays (with the demo provider: the flagged ones).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { GamesResponseSchema, type Game } from '../../platform/src/schemas/feed';
import { expectPage, signIn } from './support';

const gamePath = (g: Game, lang = 'en') => `/${lang}/${g.section}/${g.sportSlug}/${g.champSlug}/${g.id}-${g.slug}`;

/** A live game with video, early enough not to end during the test. */
async function liveGameWithVideo(request: APIRequestContext): Promise<Game> {
  const reply = await request.get('/web-api/feed/games?section=live&video=1&lng=en');
  expect(reply.ok()).toBe(true);
  const games = v.parse(GamesResponseSchema, await reply.json()).games.filter((g) => !g.isFinished && g.statusId !== 4);
  expect(games.length, 'the feed has live games with video').toBeGreaterThan(0);
  expect(games.every((g) => g.hasVideo), 'only with video lists only games with video').toBe(true);
  games.sort((a, b) => (a.timeSec ?? 0) - (b.timeSec ?? 0));
  return games[0]!;
}

test('a signed-in player watches a live game: the video plays', async ({ page, request }) => {
  const game = await liveGameWithVideo(request);
  await signIn(page);
  const tokens: string[] = [];
  page.on('request', (r) => r.url().endsWith('/web-api/user/updatetoken') && tokens.push(r.method()));
  await page.goto(gamePath(game));
  await expectPage(page, 'sports-game', 'main');
  const video = page.getByRole('region', { name: 'Live video' });
  await video.getByRole('button', { name: 'Watch the live video' }).click();
  const player = video.locator('video');
  await expect(player).toHaveAttribute('src', /^\/media\/demo-stream\/\d+\.webm\?exp=\d+&sig=/, { timeout: 15_000 });
  await expect.poll(() => player.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const width = await player.evaluate((el: HTMLVideoElement) => el.videoWidth);
  expect(width).toBe(480);
  expect(tokens, 'one token for the opened video').toEqual(['POST']);

  // The chosen target is remembered for the next visit.
  await video.getByRole('button', { name: 'In the corner' }).click();
  await page.reload();
  await page.getByRole('region', { name: 'Live video' }).getByRole('button', { name: 'Watch the live video' }).click();
  await expect(page.getByRole('region', { name: 'Live video' }).getByRole('button', { name: 'In the corner' })).toHaveAttribute('aria-pressed', 'true');
});

test('a guest pressing "Watch" is asked to sign in', async ({ page, request }) => {
  const game = await liveGameWithVideo(request);
  await page.goto(gamePath(game));
  await expectPage(page, 'sports-game', 'main');
  const video = page.getByRole('region', { name: 'Live video' });
  await video.getByRole('button', { name: 'Watch the live video' }).click();
  await expect(video.getByRole('status')).toContainText('Sign in to watch the live video.');
  await video.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
});

test('the video menu section lists only games with video; the switch leaves it; stream mode opens the video with the page', async ({ page, request }) => {
  const game = await liveGameWithVideo(request);
  await page.goto('/en/live/video');
  await expectPage(page, 'sports-menu', 'main');
  const rows = page.locator('li.kk-game');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  const count = await rows.count();
  await expect(page.locator('li.kk-game .kk-game__video')).toHaveCount(count);
  const only = page.getByRole('checkbox', { name: 'Only with video' });
  await expect(only).toBeChecked();
  // A game link of the section stays in it.
  await expect(rows.first().locator('a.kk-game__teams')).toHaveAttribute('href', /^\/en\/live\/video\/[^/]+\/[^/]+\/\d+/);
  await only.uncheck();
  await expectPage(page, 'sports', 'main');
  expect(new URL(page.url()).pathname).toBe('/en/live');

  await signIn(page);
  await page.goto(`/en/stream${gamePath(game).slice('/en'.length)}`);
  await expectPage(page, 'sports-game', 'main');
  const player = page.getByRole('region', { name: 'Live video' }).locator('video');
  await expect(player).toHaveAttribute('src', /^\/media\/demo-stream\//, { timeout: 15_000 });
});
