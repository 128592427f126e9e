import type { AppName } from '../../platform/src/routing/types';
import { createPrefetcher } from '../../root-config/src/prefetch/prefetch';
import { equal } from '../support/assert';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('prefetch of the apps a page links to', () => {
  let host: HTMLElement;
  const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][data-prefetch]')];

  beforeEach(() => {
    host = document.createElement('div');
    host.innerHTML = `
      <header data-slot="header"><nav><a href="/ru/casino">Casino</a><a href="/ru/line">Line</a></nav></header>
      <main data-slot="content"><a href="/ru/office/account">Office</a><a href="https://other.example/x">Elsewhere</a>
        <a href="/ru/promotions" style="position:absolute;top:5000px">Far below</a></main>`;
    document.body.append(host);
  });
  afterEach(() => {
    host.remove();
    for (const link of prefetched()) link.remove();
  });

  const make = (loaded: AppName[] = [], connection?: object) => {
    const apps: Record<string, AppName> = { '/ru/casino': 'casino', '/ru/line': 'betting', '/ru/office/account': 'office', '/ru/promotions': 'promotions' };
    // A window whose Network Information API reports `connection` (nothing else of it is used before the check).
    const win = connection ? ({ navigator: { connection }, location: window.location, innerHeight: window.innerHeight } as unknown as Window) : window;
    return createPrefetcher({
      appOf: (href) => apps[new URL(href).pathname] ?? null,
      isLoaded: (app) => loaded.includes(app),
      resolveUrl: (name) => `${location.origin}/dist/${name.slice('@kickoff/'.length)}/index-TEST.js`,
      idleMs: 30,
      win,
    });
  };

  it('after the idle time: the header first, then the links in view; not the current app, nothing twice', async () => {
    const prefetcher = make();
    prefetcher.pageShown('betting');
    equal(prefetched().length, 0, 'nothing while the page is coming up');
    await wait(150);
    equal(prefetched().map((l) => l.dataset['prefetch']).join(','), 'casino,office');
    equal(prefetched()[0]?.href, `${location.origin}/dist/casino/index-TEST.js`, 'the URL of the import map');
    equal(prefetched()[0]?.crossOrigin, null, 'same origin: the mode SystemJS loads it in');
    prefetcher.pageShown('betting');
    await wait(150);
    equal(prefetched().length, 2, 'nothing twice');
  });

  it('a new page cancels the last one; loaded apps are skipped', async () => {
    const prefetcher = make(['casino']);
    prefetcher.pageShown('information');
    prefetcher.pageShown('office');
    await wait(150);
    equal(prefetched().map((l) => l.dataset['prefetch']).join(','), 'betting');
  });

  it('nothing with data saving on or on 2g', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }]) {
      make([], connection).pageShown(null);
      await wait(150);
      equal(prefetched().length, 0, JSON.stringify(connection));
    }
  });
});
