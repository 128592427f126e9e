/**
 * A betting page other than home: its code loads on first use (a chunk of its own) together with the
 * pages' part of the `betting` texts (src/i18n.ts) and styles (pages.css, in that chunk), and it renders
 * once they are in, so it never shows a raw key or an unstyled frame. A chunk that fails goes through
 * the page's chunk guard (`lazyComponent`).
 */
import type { ComponentType, FunctionComponent } from 'react';
import { lazyComponent, whenTextsReady } from '@kickoff/platform';
import { registerPageTexts } from '../i18n';

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, name?: string): FunctionComponent<P> {
  return lazyComponent<P>(async () => {
    registerPageTexts();
    const [component] = await Promise.all([load(), whenTextsReady(), import('../page-styles')]);
    return component;
  }, name);
}
