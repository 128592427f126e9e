/**
 * The shell's SEO block: the page's own text from the server's `kickoff-seo` block without a request, the
 * next page's text from the SEO service after a navigation (the head's description and canonical follow),
 * and the fixed sentence when there is no text or the call fails.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute, type CurrentRoute } from '../../platform/src/stores/route';
import { Seo } from '../../shell-parcels/src/seo/Seo';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const route = (path: string): CurrentRoute => ({ name: 'x', params: {}, lang: 'en', layout: 'main', app: 'betting', path, search: '', theme: null, data: {} });

describe('SEO block', () => {
  let host: HTMLElement;
  let root: Root;
  const realFetch = window.fetch;
  const added: Element[] = [];
  const add = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const el = holder.firstElementChild;
    if (!el) throw new Error('no element');
    document.head.append(el);
    added.push(el);
  };
  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
    for (const el of added.splice(0)) el.remove();
  });

  it('draws the page text of the server block, loads the next page text on navigation and updates the head', async () => {
    add('<script type="application/json" id="kickoff-seo">{"page":"en/live","seoContent":{"style":"columns","content":"Live <b>one</b>.\\n\\nSecond."}}</script>');
    add('<meta name="description" content="old" />');
    add('<link rel="canonical" href="http://x/en/live" />');
    const calls: unknown[] = [];
    window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify({ lang: 'en', path: '/slots', title: 'Slots', description: 'Slots description', canonical: 'http://x/en/slots', seoContent: { style: 'text', content: 'Casino text.' } }),
        { headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    act(() => setRoute(route('/live')));
    await act(async () => root.render(<Seo />));
    const block = host.querySelector('.kk-seo');
    equal(block?.getAttribute('data-style'), 'columns');
    equal(block?.querySelector('p')?.textContent, 'Live <b>one</b>.\n\nSecond.', 'drawn as text, never as HTML');
    equal(block?.querySelector('b'), null);
    equal(calls.length, 0, 'the first page asks for nothing');

    act(() => setRoute(route('/slots')));
    for (let i = 0; i < 40 && host.querySelector('.kk-seo p')?.textContent !== 'Casino text.'; i++) await act(async () => new Promise((r) => setTimeout(r, 25)));
    equal(host.querySelector('.kk-seo p')?.textContent, 'Casino text.', 'the next page text');
    equal(JSON.stringify(calls), JSON.stringify([{ url: '/en/slots' }]));
    equal(document.querySelector('meta[name="description"]')?.getAttribute('content'), 'Slots description');
    equal(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'http://x/en/slots');
    ok(host.querySelector('h2')?.textContent, 'a heading');
  });

  it('shows the fixed sentence without a text, and keeps it when the call answers out of contract', async () => {
    window.fetch = (async () => new Response(JSON.stringify({ seoContent: 5 }), { headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      act(() => setRoute(route('/promotions')));
      await act(async () => root.render(<Seo initial={null} />));
      const fixed = host.querySelector('.kk-seo p')?.textContent ?? '';
      ok(fixed.includes('Kickoff'), fixed);
      await act(async () => new Promise((r) => setTimeout(r, 100)));
      equal(host.querySelector('.kk-seo p')?.textContent, fixed);
    } finally {
      console.warn = warn;
    }
  });
});
