// The files of a new team module (scripts/new-module.mjs). `m` = { name, scope, short, key, platform, kit }.

export const templates = (m) => ({
  '.gitignore': 'node_modules/\ndist/\ndist-sourcemaps/\n',
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        isolatedModules: true,
        skipLibCheck: true,
        noEmit: true,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`,
  'web-test-runner.config.mjs': `// Component tests in Chromium, set up like the Kickoff site's own (@kickoff/module-kit/test-runner).
import { kickoffTestRunner } from '@kickoff/module-kit/test-runner';

export default await kickoffTestRunner({ files: ['src/**/*.test.tsx'] });
`,
  'src/env.d.ts': `/** A stylesheet imported as its text (the build's CSS loader); registerStyles() adopts it. */
declare module '*.css' {
  const css: string;
  export default css;
}
`,
  'src/test-globals.d.ts': `// The test runner's globals (web-test-runner runs Mocha in the browser).
declare function describe(name: string, fn: () => void): void;
declare function it(name: string, fn: () => void | Promise<void>): void;
`,
  'src/styles.css': `.${m.key} {
  display: grid;
  gap: 4px;
  padding: 12px 16px;
  border-radius: var(--kk-radius, 8px);
  background: var(--kk-surface, #fff);
  color: var(--kk-text, #1a1a1a);
  font: inherit;
}
.${m.key}__count {
  font-size: 1.25rem;
  font-weight: 700;
}
`,
  'src/i18n/en.ts': `export default {
  title: 'Your bet slip',
  count_one: '{{count}} selection',
  count_other: '{{count}} selections',
  empty: 'No selections yet: pick odds on any event.',
  last: 'Last added: {{outcome}} at {{odds}}',
};
`,
  'src/i18n/ru.ts': `import type en from './en';

export default {
  title: 'Ваш купон',
  count_one: '{{count}} ставка',
  count_few: '{{count}} ставки',
  count_many: '{{count}} ставок',
  count_other: '{{count}} ставки',
  empty: 'В купоне пока пусто: выберите коэффициент в любом событии.',
  last: 'Последняя: {{outcome}}, коэффициент {{odds}}',
} satisfies Record<Exclude<keyof typeof en, 'count_one' | 'count_other'>, string> & Record<string, string>;
`,
  'src/i18n.ts': `import { addTranslations } from '@kickoff/platform';

/** The module's texts, namespace "${m.key}": t('${m.key}:title'). */
export const NS = '${m.key}';
addTranslations(NS, { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
`,
  'src/SlipSummary.tsx': `/**
 * The parcel: how many selections the player's bet slip holds and the last one added. It reads the platform's
 * stores and typed events only (never another module).
 */
import { useLayoutEffect, useState } from 'react';
import { $couponOddIds, listen, useStore, useT } from '@kickoff/platform';
import { NS } from './i18n';

interface LastBet {
  outcome: string;
  odds: number;
}

export function SlipSummary() {
  const t = useT();
  const count = useStore($couponOddIds).size;
  const [last, setLast] = useState<LastBet | null>(null);
  // Subscribed as the parcel commits (a layout effect), so a bet published right after its first paint is not missed.
  useLayoutEffect(() => listen('kickoff:add-bet', ({ bet }) => setLast({ outcome: bet.market.outcomeName, odds: bet.market.coef })), []);
  return (
    <section className="${m.key}" aria-label={t(\`\${NS}:title\`)}>
      <h2>{t(\`\${NS}:title\`)}</h2>
      <p className="${m.key}__count">{t(\`\${NS}:count\`, { count })}</p>
      <p>{last ? t(\`\${NS}:last\`, { outcome: last.outcome, odds: last.odds.toFixed(2) }) : count === 0 ? t(\`\${NS}:empty\`) : null}</p>
    </section>
  );
}
`,
  'src/index.tsx': `/**
 * ${m.name}: a parcel for Kickoff pages. The import map serves this file's System.register build; a CMS page
 * shows the parcel with <kickoff-module module="${m.name}"></kickoff-module>.
 */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import './i18n';
import css from './styles.css';
import { SlipSummary } from './SlipSummary';

registerStyles('${m.key}', css);

export const parcel = reactLifecycles(SlipSummary);
`,
  'src/server.tsx': `/**
 * ${m.name}'s server view: the first view drawn on the server (contract: @kickoff/platform/server), built
 * for Node as <entry>.server.mjs beside the browser entry. Its HTML must equal the browser's first render.
 */
import { renderToString } from 'react-dom/server';
import { registerStyles } from '@kickoff/platform';
import { serverView } from '@kickoff/platform/server';
import './i18n';
import css from './styles.css';
import { SlipSummary } from './SlipSummary';

registerStyles('${m.key}', css);

export const renderServerView = serverView('${m.name}', ({ part }) => (part === 'app' ? () => renderToString(<SlipSummary />) : null));
`,
  'src/SlipSummary.test.tsx': `/**
 * The parcel in Chromium: mounted through its lifecycles like a page mounts it, it follows the typed add-bet
 * event, in the page's language.
 */
import { $language, emit, type Bet } from '@kickoff/platform';
import { parcel } from './index';
import en from './i18n/en';
import ru from './i18n/ru';

function equal(actual: unknown, expected: unknown, message: string): void {
  if (actual !== expected) throw new Error(\`\${message}: expected \${JSON.stringify(expected)}, got \${JSON.stringify(actual)}\`);
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(\`timed out waiting for \${what}: \${document.body.textContent}\`);
}

/** A bet as an odds button publishes it (the platform checks the event's payload against its schema). */
const BET: Bet = {
  market: {
    id: 501, coef: 2.15, sportId: 1, typeId: 1, kind: 1, isLive: false, isSpecialCoef: false, sportName: 'Football', champName: 'Premier League',
    gameId: 7, champId: 3, opponent1Name: 'Arsenal', opponent2Name: 'Chelsea', marketId: 70, marketName: 'Match result', outcomeName: 'Arsenal', param: null,
  },
  game: { number: 7, isFinished: false, isLiveInLive: false, permanentId: 7, statusId: 1, startDateTime: 1_900_000_000, startDateTimeFormatted: '12.03 18:00', timeSec: null },
  blockId: 0, statusId: -2, additionalType: null, typeId: 1, sportNameEn: 'Football', champNameEn: 'Premier League', calculatedDateTime: null,
  opponent1Name: 'Arsenal', opponent2Name: 'Chelsea', fullScore: null, scoreFormatted: null, status: null, isBlocked: false, isDepend: false,
  isBannedExpress: false, isDisabledBanker: false, expressId: null, statisticId: null, playersDuel: null, pageType: 'line',
};

describe('${m.name} parcel', () => {
  it('shows the empty slip, then the last bet added', async () => {
    const texts = $language.get() === 'en' ? en : ru;
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { name: '${m.name}', domElement, singleSpa: {}, mountParcel: () => undefined };
    await parcel.bootstrap(props as never);
    await parcel.mount(props as never);
    await until(() => domElement.querySelector('h2')?.textContent === texts.title, 'the title');
    equal(domElement.textContent?.includes(texts.empty), true, 'the empty slip');
    emit('kickoff:add-bet', { bet: BET });
    await until(() => domElement.textContent?.includes('Arsenal') === true && domElement.textContent.includes('2.15'), 'the last bet');
    await parcel.unmount(props as never);
    equal(domElement.childElementCount, 0, 'unmounted');
  });
});
`,
  'test/server-view.node.test.mjs': `// The server view, as the Kickoff server calls it: the built <entry>.server.mjs renders the parcel's first view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.join(import.meta.dirname, '..', 'dist');
const file = readdirSync(dist).find((f) => f.endsWith('.server.mjs'));

test('the server view draws the empty slip in the page language, with the module styles', async () => {
  assert.ok(file, 'kickoff-module test builds dist/ first');
  const { renderServerView } = await import(pathToFileURL(path.join(dist, file)).href);
  const request = (lang) => ({
    part: 'app',
    lang,
    route: { name: 'home', params: {}, lang, layout: 'main', app: null, path: '/', search: '' },
    origin: 'http://127.0.0.1:1',
    env: { production: false, appVersion: 'test', api: { bff: '/bff', web: '/web-api', redirects: '/redirects', blocks: '/blocks', limits: '/limits', social: '/social' } },
    siteConfig: null,
  });
  const en = await renderServerView(request('en'));
  assert.match(en.html, /Your bet slip/);
  assert.match(en.html, /No selections yet/);
  assert.ok(en.styles.some((s) => s.id === '${m.key}'), 'its stylesheet goes with the markup');
  const ru = await renderServerView(request('ru'));
  assert.match(ru.html, /Ваш купон/);
  assert.equal(await renderServerView({ ...request('en'), part: 'header' }), null, 'it draws only its own part');
});
`,
});
