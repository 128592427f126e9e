/**
 * Module boundaries, checked on the sources (the build checks the bundles, see esbuild.config.mjs):
 * - a browser module imports its own files, browser vendor packages, '@kickoff/platform' and
 *   '@kickoff/platform-wallet' only; the latter never from a module's entry file (it loads on use);
 * - platform/ imports nothing outside itself; platform-wallet/ only '@kickoff/platform' besides;
 * - server/ stays in server/, reaches the platform only through '@kickoff/contracts' and the coupon only
 *   through '@kickoff/coupon-maths' (coupon-parcel/src/domain/maths.ts, the maths without the odds formatting).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { MODULES, SERVER_VIEW_EXTERNALS, SHARED_KICKOFF, VENDOR, boundaryViolations, entryOf } from '../../esbuild.config.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Packages browser code may import: the shared singletons of the import map (the build's VENDOR list,
 * external in every module) and the libraries a module bundles into itself.
 */
const BUNDLED_PACKAGES = ['valibot', 'navaid', 'lit', 'dompurify'];
const BROWSER_PACKAGES = new Set([...VENDOR, ...BUNDLED_PACKAGES]);

interface Rule {
  /** Folder (relative to the repository) whose files the rule covers. */
  folder: string;
  /** Bare specifiers allowed besides the rule's own relative files (`file` relative to the repository). */
  allowBare: (specifier: string, file: string) => boolean;
  /** Why a bare specifier is refused, for the message. */
  explain: string;
}

/** A module's server view (`server` in MODULES, built for Node; issue 25) also renders with react-dom/server and uses '@kickoff/platform/server'. */
const SERVER_VIEW_PACKAGES = new Set([...SERVER_VIEW_EXTERNALS, '@kickoff/platform/server']);
const serverViewEntries = new Set(Object.values(MODULES).flatMap((m) => (m.server ? [m.server] : [])));

const browserRule = (folder: string, key: string): Rule => ({
  folder,
  allowBare: (s, file) =>
    (serverViewEntries.has(file) && SERVER_VIEW_PACKAGES.has(s)) ||
    BROWSER_PACKAGES.has(s) ||
    // A bundled package's own entry points (lit's directives: `lit/directives/keyed.js`).
    BUNDLED_PACKAGES.some((name) => s.startsWith(`${name}/`)) ||
    (key === 'platform-wallet' && s === '@kickoff/platform') ||
    (key !== 'platform' && key !== 'platform-wallet' && SHARED_KICKOFF.includes(s)),
  explain:
    key === 'platform'
      ? 'the platform imports only its own files and browser vendor packages'
      : key === 'platform-wallet'
        ? "the platform's wallet part imports only its own files, browser vendor packages and '@kickoff/platform'"
        : "a browser module imports its own files, browser vendor packages, '@kickoff/platform' and '@kickoff/platform-wallet' only",
});

const serverRule: Rule = {
  folder: 'server',
  allowBare: (s) => !s.startsWith('@kickoff/') || s === '@kickoff/contracts' || s === '@kickoff/wallet-contracts' || s.startsWith('@kickoff/office-contracts/') || s.startsWith('@kickoff/casino-contracts/') || s.startsWith('@kickoff/domain-check-contracts/') || s.startsWith('@kickoff/remote-view-contracts/') || s.startsWith('@kickoff/promotions-contracts/') || s.startsWith('@kickoff/information-contracts/') || s.startsWith('@kickoff/backoffice-contracts/') || s === '@kickoff/coupon-maths',
  explain:
    "the server reaches the platform only through '@kickoff/contracts' and '@kickoff/wallet-contracts', the office, casino, promotions, information and console through '@kickoff/<office|casino|promotions|information|backoffice>-contracts/<area>', and the coupon only through '@kickoff/coupon-maths'",
};

const RULES: Rule[] = [
  ...Object.entries(MODULES as Record<string, { folder: string }>).map(([key, mod]) => browserRule(mod.folder, key)),
  serverRule,
];

/** Import, export-from, dynamic import and type import specifiers of one source text. */
export function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** Violations of `rule` by one file's specifiers (`file` relative to the repository). */
export function violationsOf(rule: Rule, file: string, specifiers: string[]): string[] {
  const own = path.join(root, rule.folder) + path.sep;
  const out: string[] = [];
  for (const s of specifiers) {
    if (s.startsWith('.') || s.startsWith('/')) {
      const target = path.resolve(root, path.dirname(file), s);
      if (!target.startsWith(own)) out.push(`${file} imports "${s}" (${path.relative(root, target)}), outside ${rule.folder}/`);
    } else if (!rule.allowBare(s, file)) {
      out.push(`${file} imports "${s}": ${rule.explain}`);
    }
  }
  return out;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((f) => !f.split(path.sep).includes('node_modules'));
}

for (const rule of RULES) {
  test(`${rule.folder}/ keeps its module boundary`, () => {
    const files = sourceFiles(rule.folder);
    assert.ok(files.length > 0, `${rule.folder} has sources`);
    const violations = files.flatMap((f) => violationsOf(rule, f, specifiersOf(readFileSync(path.join(root, f), 'utf8'))));
    assert.deepEqual(violations, []);
  });
}

test("no module's entry file imports @kickoff/platform-wallet (it loads with the code that uses it)", () => {
  for (const key of Object.keys(MODULES)) {
    const entry = entryOf(key);
    assert.ok(!specifiersOf(readFileSync(path.join(root, entry), 'utf8')).includes('@kickoff/platform-wallet'), `${entry} imports @kickoff/platform-wallet`);
  }
});

test('the checker finds each kind of violation (so the rules above can fail)', () => {
  const betting = RULES.find((r) => r.folder === 'apps/betting');
  const platform = RULES.find((r) => r.folder === 'platform');
  assert.ok(betting && platform);
  const source = [
    "import { $route } from '../../../../platform/src/stores/route';",
    "import type { Bet } from '../../../../coupon-parcel/src/types';",
    "const lazy = () => import('../../../casino/src/App');",
    "export { x } from 'node:fs';",
    "import { ok } from './ok';",
    "import { atom } from 'nanostores';",
    "import { $language } from '@kickoff/platform';",
  ].join('\n');
  const found = violationsOf(betting, 'apps/betting/src/pages/Home.tsx', specifiersOf(source));
  assert.equal(found.length, 4, found.join('\n'));
  assert.match(found[0] ?? '', /Home\.tsx imports "(\.\.\/){4}platform\/src\/stores\/route" \(platform\/src\/stores\/route\)/);
  assert.deepEqual(violationsOf(platform, 'platform/src/index.ts', ["@kickoff/platform"]).length, 1);
  assert.deepEqual(violationsOf(platform, 'platform/src/index.ts', ['@kickoff/platform-wallet']).length, 1);
  const wallet = RULES.find((r) => r.folder === 'platform-wallet');
  assert.ok(wallet);
  assert.deepEqual(violationsOf(wallet, 'platform-wallet/src/coupons.ts', ['@kickoff/platform', 'valibot', './schemas/coupon']), []);
  assert.deepEqual(violationsOf(wallet, 'platform-wallet/src/coupons.ts', ['@kickoff/platform-wallet', '../../platform/src/api/client']).length, 2);
  assert.deepEqual(violationsOf(betting, 'apps/betting/src/pages/Print.tsx', ['@kickoff/platform-wallet']), []);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['../platform/src/schemas/config']).length, 1);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['@kickoff/platform']).length, 1);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['@kickoff/office-contracts/payments']).length, 0);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['@kickoff/casino-contracts/catalogue', '@kickoff/promotions-contracts/promotions']).length, 0);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['../apps/casino/src/contracts/catalogue']).length, 1);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['../office-parcel/src/contracts/payments']).length, 1);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['../coupon-parcel/src/domain/settle']).length, 1);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['@kickoff/coupon']).length, 1);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['@kickoff/contracts', '@kickoff/wallet-contracts', '@kickoff/coupon-maths', 'fastify', './db/open']), []);
  assert.deepEqual(violationsOf(serverRule, 'server/app.ts', ['@kickoff/platform-wallet']).length, 1);
});

test('the build refuses a bundle that reaches into another module, naming the importer', () => {
  const metafile = {
    inputs: {
      'apps/betting/src/index.ts': { imports: [{ path: 'apps/betting/src/App.tsx', original: './App' }, { path: '@kickoff/platform', external: true }] },
      'apps/betting/src/App.tsx': {
        imports: [
          { path: 'platform/src/stores/route.ts', original: '../../../platform/src/stores/route' },
          { path: 'node_modules/valibot/dist/index.js', original: 'valibot' },
        ],
      },
      'platform/src/stores/route.ts': { imports: [{ path: 'node_modules/nanostores/index.js', original: 'nanostores' }] },
    },
  };
  assert.deepEqual(boundaryViolations('betting', metafile), [
    'apps/betting/src/App.tsx imports "../../../platform/src/stores/route" (platform/src/stores/route.ts), outside apps/betting/',
  ]);
});
