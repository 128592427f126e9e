/**
 * `Icon` (platform/src/react/Icon.tsx): a known name draws the site's icon class, hidden from assistive
 * technology; an unknown name draws nothing and is logged with where it was asked for (account spec §8).
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { Icon, ICON_NAMES } from '@kickoff/platform';
import { equal, ok } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Icon', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(() => {
    ({ host, root } = mountRoot());
  });
  afterEach(() => unmountRoot({ host, root }));

  it('draws every icon of the set as a hidden span with its class', async () => {
    for (const name of ICON_NAMES) {
      await act(async () => root.render(<a href="/x">Text<Icon name={name} where="test" /></a>));
      const span = host.querySelector('span');
      ok(span, `${name} drawn`);
      equal(span?.className, `kk-icon kk-icon--${name}`);
      equal(span?.getAttribute('aria-hidden'), 'true');
      equal(host.querySelector('a')?.textContent, 'Text', 'the link keeps its own name');
    }
  });

  it('logs an unknown icon with its place and draws nothing', async () => {
    const logged: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      await act(async () => root.render(<Icon name="rocket" where="main menu" />));
    } finally {
      console.error = error;
    }
    equal(host.innerHTML, '');
    equal(JSON.stringify(logged), JSON.stringify([['unknown main menu icon', 'rocket']]));
  });
});
