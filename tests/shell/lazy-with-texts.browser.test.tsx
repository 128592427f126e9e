/**
 * `lazyWithTexts` (shell-parcels/src/lazy-with-texts.ts): a lazy component whose code registers its
 * own text namespace renders only once that namespace is in, in the page language (never raw keys),
 * and follows a language change like every other namespace.
 */
import { Suspense, act } from 'react';
import type { Root } from 'react-dom/client';
import { addTranslations, useT, whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { lazyWithTexts } from '../../shell-parcels/src/lazy-with-texts';
import { resetPlatformState } from '../support/platform-state';
import { equal, tick } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting() {
  const t = useT();
  return <p>{t('lazy_texts_test:hello')}</p>;
}

describe('lazyWithTexts', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(async () => {
    await act(async () => {
      resetPlatformState();
      setLanguage('ru');
      await whenTextsReady('ru');
    });
    ({ host, root } = mountRoot());
  });
  afterEach(async () => {
    unmountRoot({ host, root });
    await act(async () => {
      resetPlatformState();
      await whenTextsReady();
    });
  });

  it('shows the fallback until the namespace its chunk registers is loaded, then the texts, and switches them with the language', async () => {
    let openRussian!: () => void;
    const russianHeld = new Promise<void>((resolve) => (openRussian = resolve));
    const loads: string[] = [];
    const Lazy = lazyWithTexts(async () => {
      // What a chunk's `import './i18n'` does: register its namespace when the code arrives.
      addTranslations('lazy_texts_test', {
        ru: async () => {
          loads.push('ru');
          await russianHeld;
          return { default: { hello: 'Привет' } };
        },
        en: async () => {
          loads.push('en');
          return { default: { hello: 'Hello' } };
        },
      });
      return Greeting;
    });

    await act(async () => root.render(<Suspense fallback={<p>loading</p>}><Lazy /></Suspense>));
    await act(() => tick(10));
    equal(host.textContent, 'loading', 'no raw key while the texts load');
    equal(loads.join(), 'ru', 'only the page language is fetched');

    await act(async () => {
      openRussian();
      await tick(10);
    });
    equal(host.textContent, 'Привет');

    await act(async () => {
      setLanguage('en');
      await whenTextsReady('en');
    });
    equal(host.textContent, 'Hello', 'a language change reloads the registered namespace');
  });
});
