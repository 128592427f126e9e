import type { Root } from 'react-dom/client';
import { act } from 'react';
import { notify, whenTextsReady } from '@kickoff/platform';
import { resetPlatformState } from '../support/platform-state';
import { Notifications } from '../../shell-parcels/src/notifications/Notifications';
import { equal, ok } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Notifications', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(async () => {
    act(resetPlatformState);
    await whenTextsReady();
    ({ host, root } = mountRoot());
    act(() => root.render(<Notifications />));
  });
  afterEach(() => {
    unmountRoot({ host, root });
  });

  it('shows at most 3 of the default group and 1 of any other group', () => {
    act(() => {
      for (let i = 1; i <= 5; i++) notify({ text: `default ${i}` });
      notify({ text: 'maintenance 1', group: 'maintenance' });
      notify({ text: 'maintenance 2', group: 'maintenance' });
    });
    const texts = [...host.querySelectorAll('.kk-toast__text')].map((e) => e.textContent);
    equal(texts.length, 4);
    ok(texts.includes('default 5') && texts.includes('default 3') && !texts.includes('default 2'), `newest defaults shown: ${texts}`);
    ok(texts.includes('maintenance 2') && !texts.includes('maintenance 1'), 'newest of the other group shown');
  });

  it('uses the spec default titles and closes with the close button', () => {
    act(() => {
      notify({ text: 'boom', severity: 'error' });
    });
    const toast = host.querySelector('.kk-toast');
    equal(toast?.getAttribute('role'), 'alert');
    equal(host.querySelector('.kk-toast__title')?.textContent, 'Ошибка', 'main_error in Russian (default language)');
    act(() => host.querySelector<HTMLButtonElement>('.kk-toast__close')?.click());
    equal(host.querySelectorAll('.kk-toast').length, 0);
  });
});
