/**
 * The embed builder's pure parts: the snippet (loader + element, values escaped), the attribute checks
 * beside the inputs, the state a newly picked element starts with, and the preview page's URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogueElement, checkedEmbed, parseEmbedOrigin } from '@kickoff/backoffice-contracts/embeds';
import { elementHtml, embedSnippet } from '@kickoff/backoffice-contracts/embed-snippet';
import { build, initialValues, problemsOf, previewUrl } from '../../backoffice/src/screens/embeds/builder';

const element = (tag: string) => {
  const found = catalogueElement(tag);
  assert.ok(found, tag);
  return found;
};

test('the snippet is the README loader on the Kickoff origin, then the element', () => {
  assert.equal(
    embedSnippet('https://kickoff.example/', { tag: 'kickoff-event', attributes: { 'game-id': '42' } }),
    [
      '<script src="https://kickoff.example/dist/vendor/system.min.js"></script>',
      '<script type="systemjs-importmap" src="https://kickoff.example/importmap.json"></script>',
      "<script>System.import('@kickoff/embeds');</script>",
      '<kickoff-event game-id="42"></kickoff-event>',
      '',
    ].join('\n'),
  );
  assert.equal(elementHtml({ tag: 'kickoff-coupon', attributes: {} }), '<kickoff-coupon></kickoff-coupon>');
  assert.equal(elementHtml({ tag: 'kickoff-promo', attributes: { 'promotion-id': '"><script>' } }), '<kickoff-promo promotion-id="&quot;&gt;&lt;script&gt;"></kickoff-promo>');
});

test('build: a valid element gives the snippet and the preview URL; a problem gives neither', () => {
  const rail = element('kickoff-game-rail');
  const values = initialValues(rail);
  assert.deepEqual(values, { category: 'crash-games', limit: '' }, 'examples for required choices, empty optional numbers');
  const built = build('http://127.0.0.1:8080', 'kickoff-game-rail', values);
  assert.ok(built.ok);
  assert.match(built.snippet, /\n<kickoff-game-rail category="crash-games"><\/kickoff-game-rail>\n$/, 'an empty optional attribute is left out');
  assert.equal(built.previewUrl, '/backoffice/embed-preview?tag=kickoff-game-rail&category=crash-games');

  const limited = build('http://127.0.0.1:8080', 'kickoff-game-rail', { category: 'slots', limit: '12' });
  assert.ok(limited.ok);
  assert.match(limited.snippet, /<kickoff-game-rail category="slots" limit="12"><\/kickoff-game-rail>/);

  assert.deepEqual(build('http://127.0.0.1:8080', 'kickoff-game-rail', { category: 'slots', limit: '49' }), { ok: false });
  assert.deepEqual(build('http://127.0.0.1:8080', 'kickoff-event', initialValues(element('kickoff-event'))), { ok: false }, 'no event chosen yet');
  assert.deepEqual(build('http://127.0.0.1:8080', 'kickoff-nothing', {}), { ok: false });
  assert.equal(previewUrl({ tag: 'kickoff-event', attributes: { 'game-id': '7' } }), '/backoffice/embed-preview?tag=kickoff-event&game-id=7');
});

test('<kickoff-module>: the module is typed (empty at first), the parcel export is left out when empty', () => {
  const values = initialValues(element('kickoff-module'));
  assert.deepEqual(values, { module: '', parcel: '' });
  assert.deepEqual(build('http://127.0.0.1:8080', 'kickoff-module', values), { ok: false }, 'no module yet');
  assert.deepEqual(problemsOf(element('kickoff-module'), values), { module: 'Module (@scope/name) is required' });
  const built = build('http://127.0.0.1:8080', 'kickoff-module', { module: ' @acme/odds-widget ', parcel: '' });
  assert.ok(built.ok);
  assert.match(built.snippet, /\n<kickoff-module module="@acme\/odds-widget"><\/kickoff-module>\n$/);
  assert.equal(built.previewUrl, '/backoffice/embed-preview?tag=kickoff-module&module=%40acme%2Fodds-widget');
  const named = build('http://127.0.0.1:8080', 'kickoff-module', { module: '@acme/odds-widget', parcel: 'oddsParcel' });
  assert.ok(named.ok);
  assert.match(named.snippet, /<kickoff-module module="@acme\/odds-widget" parcel="oddsParcel"><\/kickoff-module>/);
  assert.deepEqual(problemsOf(element('kickoff-module'), { module: '@kickoff/betting', parcel: 'odds.parcel' }), {
    module: "module cannot be a @kickoff module: use that module's own element",
    parcel: "parcel must be the name of a module export (letters, digits, '_' and '$', not starting with a digit)",
  });
  assert.deepEqual(checkedEmbed('kickoff-module', { module: 'acme' }), {
    ok: false,
    problem: "module must be a team module's import-map name: @scope/name, lower-case letters, digits, '.', '_' and '-'",
  });
});

test('problems name the attribute with the element’s own wording', () => {
  assert.deepEqual(problemsOf(element('kickoff-event'), { 'game-id': '' }), { 'game-id': 'Event is required' });
  assert.deepEqual(problemsOf(element('kickoff-event'), { 'game-id': '0' }), { 'game-id': 'game-id must be a positive whole number' });
  assert.deepEqual(problemsOf(element('kickoff-top-events'), { sport: 'Foot ball', limit: '21' }), {
    sport: 'sport must be a slug (lower-case letters, digits and hyphens)',
    limit: 'limit must be a whole number from 1 to 20',
  });
  assert.deepEqual(problemsOf(element('kickoff-top-events'), { sport: 'football', limit: '' }), {});
  assert.deepEqual(checkedEmbed('kickoff-event', { 'game-id': '1', onclick: 'x' }), { ok: false, problem: 'kickoff-event has no attribute onclick' });
});

test('embed origins: scheme, host and port only; https, or http on localhost / 127.0.0.1 outside production', () => {
  const ok = (text: string, production = false) => {
    const parsed = parseEmbedOrigin(text, production);
    assert.ok(parsed.ok, `${text}: ${parsed.ok ? '' : parsed.problem}`);
    return parsed.origin;
  };
  assert.equal(ok('https://CMS.example'), 'https://cms.example');
  assert.equal(ok('https://cms.example:443/'), 'https://cms.example');
  assert.equal(ok('https://cms.example:8443', true), 'https://cms.example:8443');
  assert.equal(ok('http://localhost:5190'), 'http://localhost:5190');
  assert.equal(ok('http://127.0.0.1:5190'), 'http://127.0.0.1:5190');
  for (const [text, production] of [
    ['http://localhost:5190', true],
    ['http://cms.example', false],
    ['https://cms.example/page', false],
    ['https://cms.example#x', false],
    ['https://a@cms.example', false],
    ['ws://cms.example', false],
    ['*', false],
    ['https://cms..example', false],
    ['https://cms.example:99999', false],
  ] as const) {
    assert.equal(parseEmbedOrigin(text, production).ok, false, `${text} (production ${production})`);
  }
});
