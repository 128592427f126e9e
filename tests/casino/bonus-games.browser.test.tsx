/**
 * The casino's bonus game pages against a stubbed fetch (work in progress).
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { resetPlatformState } from '../support/platform-state';
import { json, stubFetch } from '../support/fetch-stub';
import { mountRoot, unmountRoot } from '../support/react';
import { settle } from '../support/wait';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('casino bonus games', () => {
  let host: HTMLElement;
  let root: Root;
  let restore: () => void;

  beforeEach(async () => {
    act(() => resetPlatformState());
    setLanguage('en');
    await whenTextsReady('en');
    restore = stubFetch(() => json({ error: { message: 'no stub' } }, 404));
    ({ host, root } = mountRoot());
  });

  afterEach(async () => {
    unmountRoot({ host, root });
    await settle();
    restore();
  });
});
