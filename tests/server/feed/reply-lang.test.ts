/** The `lng` parameter of the feed calls: validation, the reply language it selects and the ETag per language. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DrawQuerySchema, GamesQuerySchema, StandingsQuerySchema } from '../../../platform/src/schemas/feed';
import { replyLangOf, versionEtag } from '../../../server/feed/replies';
import { DRAW_PARAMS, GAMES_PARAMS, STANDINGS_PARAMS, parseQuery } from '../../../server/feed/query-params';

test('lng: two letters, optionally with a region; anything else names the parameter', () => {
  for (const lng of ['ru', 'en', 'de', 'EN', 'en-GB', 'pt_BR']) {
    const parsed = parseQuery(GamesQuerySchema, GAMES_PARAMS, { lng, section: 'live' });
    assert.deepEqual(parsed, { ok: true, value: { lng, section: 'live' } }, lng);
  }
  for (const lng of ['english', 'e', '12', 'en GB', 'ру']) {
    const parsed = parseQuery(GamesQuerySchema, GAMES_PARAMS, { lng });
    assert.equal(parsed.ok ? 'ok' : parsed.parameter, 'lng', lng);
  }
  assert.equal(parseQuery(StandingsQuerySchema, STANDINGS_PARAMS, { champId: '1', lng: 'xyz' }).ok, false);
  assert.deepEqual(parseQuery(DrawQuerySchema, DRAW_PARAMS, {}), { ok: true, value: {} }, 'lng is optional');
});

test('reply language: none or ru → ru, en and any other language → en', () => {
  assert.equal(replyLangOf(undefined), 'ru');
  assert.equal(replyLangOf('ru'), 'ru');
  assert.equal(replyLangOf('RU'), 'ru');
  assert.equal(replyLangOf('ru-RU'), 'ru');
  assert.equal(replyLangOf('en'), 'en');
  assert.equal(replyLangOf('en-GB'), 'en');
  assert.equal(replyLangOf('de'), 'en');
});

test('ETag: the version for Russian replies, the version and the language for English ones', () => {
  assert.equal(versionEtag(42), '"42"');
  assert.equal(versionEtag(42, 'ru'), '"42"');
  assert.equal(versionEtag(42, 'en'), '"42-en"');
});
