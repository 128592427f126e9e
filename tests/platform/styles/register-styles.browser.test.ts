/**
 * Module sheets registered with a loader (`registerStyles(id, () => import('./styles.css'))`): on a page the
 * server drew, the rules already in it are adopted and the module's own copy is never fetched; elsewhere the
 * loader runs at once and `whenStylesReady` (awaited by every module's bootstrap) waits for it.
 */
import { registerStyles, whenStylesReady } from '../../../platform/src/styles/adopt';
import { SERVER_STYLE_ATTR } from '../../../platform/src/styles/server-style-attr';
import { equal, ok } from '../../support/assert';

const ruleTexts = (sheet: CSSStyleSheet | null) => [...(sheet?.cssRules ?? [])].map((r) => r.cssText).join(' ');

describe('registerStyles with a loader', () => {
  it("takes the server's rules and never runs the loader on a drawn page", async () => {
    const drawn = document.createElement('style');
    drawn.setAttribute(SERVER_STYLE_ATTR, 'drawn-test');
    drawn.textContent = '.drawn-test { color: red; }';
    document.head.append(drawn);
    let loads = 0;
    const sheet = registerStyles('drawn-test', () => (loads++, Promise.resolve({ default: '.other { color: blue; }' })));
    await whenStylesReady();
    equal(loads, 0, 'the module copy was not fetched');
    ok(ruleTexts(sheet).includes('.drawn-test'), "the server's rules are the sheet");
    ok(document.adoptedStyleSheets.includes(sheet as CSSStyleSheet), 'adopted by the document');
    equal(drawn.isConnected, false, 'the <style> the server wrote is replaced by the adopted sheet');
  });

  it('loads the text where the server drew nothing, and whenStylesReady waits for it', async () => {
    let release!: (m: { default: string }) => void;
    const sheet = registerStyles('loaded-test', () => new Promise((resolve) => (release = resolve)));
    equal(sheet, null, 'no sheet until the text is in');
    let ready = false;
    const waiting = whenStylesReady().then(() => (ready = true));
    await Promise.resolve();
    equal(ready, false, 'not ready while the text loads');
    release({ default: '.loaded-test { color: green; }' });
    await waiting;
    ok(
      document.adoptedStyleSheets.some((s) => ruleTexts(s).includes('.loaded-test')),
      'the loaded rules are adopted',
    );
  });

  it('a loader that fails is logged and does not hold the page', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      registerStyles('failing-test', () => Promise.reject(new Error('offline')));
      await whenStylesReady();
    } finally {
      console.error = original;
    }
    equal(errors.length, 1);
  });
});
