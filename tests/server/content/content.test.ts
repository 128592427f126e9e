/**
 * The content service: information pages, rules, news, the betting alphabet, partners and cash
 * terminals in the language asked, validated against the contract, with clear 404s and 400s.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  ContentPageSchema,
  GlossaryResponseSchema,
  NEWS_PAGE_SIZE,
  NewsArticleSchema,
  NewsListResponseSchema,
  PartnersResponseSchema,
  RuleChapterSchema,
  RuleGroupsResponseSchema,
  TerminalsResponseSchema,
} from '../../../apps/information/src/contracts/content';
import { NEWS_SEED } from '../../../server/content/seed/news';
import { PAGE_SEED } from '../../../server/content/seed/pages';
import { TERMINALS_SEED } from '../../../server/content/seed/terminals';
import { expectError, startIdentity } from '../identity/support';

test('every seeded page is served in both languages, cached, and an unknown or malformed slug is a 404', async (t) => {
  const { browser } = await startIdentity(t);
  for (const seed of PAGE_SEED) {
    for (const lang of ['ru', 'en'] as const) {
      const res = await browser.get(`content/pages/${seed.slug}?lng=${lang}`);
      assert.equal(res.statusCode, 200, `${seed.slug} ${lang}: ${res.body}`);
      const page = v.parse(ContentPageSchema, res.json());
      assert.equal(page.title, seed.title[lang]);
      assert.ok(page.blocks.length > 0);
    }
  }
  const about = await browser.get('content/pages/about', { headers: { 'accept-language': 'en-US,en;q=0.8' } });
  assert.equal(v.parse(ContentPageSchema, about.json()).title, 'About us', 'Accept-Language without lng');
  assert.match(String(about.headers['cache-control']), /public, max-age=300/);
  expectError(await browser.get('content/pages/no-such-page'), 404, 'content_not_found');
  expectError(await browser.get('content/pages/..%2Fetc'), 404, 'content_not_found');
});

test('rules: groups with their chapters, and one chapter with tagged sections', async (t) => {
  const { browser } = await startIdentity(t);
  const groups = v.parse(RuleGroupsResponseSchema, (await browser.get('content/rules?lng=en')).json()).groups;
  assert.deepEqual(groups.map((g) => g.group), [1, 2, 3, 4]);
  assert.equal(groups[1]?.title, 'Sports betting');
  assert.deepEqual(groups[1]?.chapters.map((c) => c.chapter), [1, 2, 3]);
  const chapter = v.parse(RuleChapterSchema, (await browser.get('content/rules/2/1?lng=ru')).json());
  assert.equal(chapter.groupTitle, 'Ставки на спорт');
  assert.deepEqual(chapter.sections.map((s) => s.tags), [['sport'], ['cyber']]);
  expectError(await browser.get('content/rules/2/9'), 404, 'content_not_found');
  expectError(await browser.get('content/rules/x/1'), 404, 'content_not_found');
});

test('news: newest first, paged, an article by slug', async (t) => {
  const { browser } = await startIdentity(t);
  const first = v.parse(NewsListResponseSchema, (await browser.get('content/news?lng=en')).json());
  assert.equal(first.items.length, NEWS_PAGE_SIZE);
  assert.equal(first.pages, Math.ceil(NEWS_SEED.length / NEWS_PAGE_SIZE));
  const dates = first.items.map((i) => i.publishedAt);
  assert.deepEqual(dates, [...dates].sort((a, b) => b - a));
  const second = v.parse(NewsListResponseSchema, (await browser.get('content/news?lng=en&page=2')).json());
  assert.equal(second.items.length, NEWS_SEED.length - NEWS_PAGE_SIZE);
  assert.equal(v.parse(NewsArticleSchema, (await browser.get(`content/news/${first.items[0]?.slug}?lng=en`)).json()).title, first.items[0]?.title);
  expectError(await browser.get('content/news?page=0'), 400, 'content_bad_query');
  expectError(await browser.get('content/news/unknown'), 404, 'content_not_found');
});

test('betting alphabet filtered by block and letter; partners by section; a bad filter is a 400', async (t) => {
  const { browser } = await startIdentity(t);
  const all = v.parse(GlossaryResponseSchema, (await browser.get('content/betting-alphabet?lng=en')).json()).entries;
  const betTypes = v.parse(GlossaryResponseSchema, (await browser.get('content/betting-alphabet?lng=en&block=bet-types')).json()).entries;
  assert.ok(betTypes.length > 0 && betTypes.length < all.length);
  assert.ok(betTypes.every((e) => e.block === 'bet-types'));
  const s = v.parse(GlossaryResponseSchema, (await browser.get('content/betting-alphabet?lng=en&block=bet-types&letter=s')).json()).entries;
  assert.deepEqual(s.map((e) => e.slug), ['single', 'system']);
  expectError(await browser.get('content/betting-alphabet?block=poker'), 400, 'content_bad_query');
  const clubs = v.parse(PartnersResponseSchema, (await browser.get('content/partners?lng=en&section=clubs')).json()).partners;
  assert.ok(clubs.length > 0 && clubs.every((p) => p.section === 'clubs'));
  expectError(await browser.get('content/partners?section=sponsors'), 400, 'content_bad_query');
});

test('cash terminals: free-text search by city or address in either language, case-insensitive', async (t) => {
  const { browser } = await startIdentity(t);
  const find = async (q: string, lang = 'en') =>
    v.parse(TerminalsResponseSchema, (await browser.get(`content/cash-terminals?lng=${lang}&q=${encodeURIComponent(q)}`)).json());
  const moscow = TERMINALS_SEED.filter((x) => x.city.en === 'Moscow').length;
  assert.equal((await find('moscow')).terminals.length, moscow);
  assert.equal((await find('МОСКВА')).terminals.length, moscow, 'the Russian name finds them on the English page');
  assert.equal((await find('невский', 'ru')).terminals[0]?.address, 'Невский пр-т, 88');
  const everything = await find('');
  assert.equal(everything.terminals.length, TERMINALS_SEED.length);
  assert.equal(everything.total, TERMINALS_SEED.length);
  assert.equal((await find('atlantis')).terminals.length, 0);
  expectError(await browser.get(`content/cash-terminals?q=${'x'.repeat(81)}`), 400, 'content_bad_query');
});
