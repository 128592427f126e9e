/**
 * The header's main menu: one link per section with its name as the accessible name and the section's
 * icon (hidden from assistive technology); every icon of the menu is one of the site's set, so none is
 * logged as unknown (account spec §8).
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { isIconName, whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { Header, MENU } from '../../shell-parcels/src/header/Header';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('header main menu', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(() => {
    resetPlatformState();
    ({ host, root } = mountRoot());
  });
  afterEach(() => unmountRoot({ host, root }));

  it('every menu icon is one of the site set', () => {
    for (const item of MENU) ok(isIconName(item.icon), `${item.key}: ${item.icon}`);
  });

  it('draws a named link with its icon per section, without logging', async () => {
    setLanguage('ru');
    await whenTextsReady('ru');
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      await act(async () => root.render(<Header />));
    } finally {
      console.error = error;
    }
    const links = [...host.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] a')];
    equal(links.length, MENU.length);
    links.forEach((link, i) => {
      const icon = link.querySelector('.kk-icon');
      equal(icon?.getAttribute('data-icon'), MENU[i]?.icon, `link ${i} icon`);
      equal(icon?.getAttribute('aria-hidden'), 'true');
      ok((link.textContent ?? '').trim().length > 1, `link ${i} has a name`);
      ok(!link.getAttribute('href')?.includes('#'), 'a real address');
    });
    equal(links[1]?.textContent, 'Live');
    equal(logged.length, 0, 'nothing logged');
  });
});
