import type { Root } from 'react-dom/client';
import { act } from 'react';
import { Modal } from '../../shell-parcels/src/ui/Modal';
import { equal, ok } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Modal', () => {
  let host: HTMLElement;
  let root: Root;
  let opener: HTMLButtonElement;
  beforeEach(() => {
    opener = document.createElement('button');
    opener.textContent = 'open';
    document.body.append(opener);
    opener.focus();
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    unmountRoot({ host, root });
    opener.remove();
  });

  const press = (key: string, shiftKey = false) =>
    act(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
    });

  it('moves focus into the dialog, traps Tab and closes on Esc', () => {
    let closed = 0;
    act(() =>
      root.render(
        <Modal title="Test" onClose={() => closed++}>
          <input aria-label="first field" />
          <button type="button">last</button>
        </Modal>,
      ),
    );
    const dialog = host.querySelector('[role="dialog"]');
    ok(dialog, 'dialog rendered');
    equal(dialog?.getAttribute('aria-modal'), 'true');
    const close = host.querySelector<HTMLButtonElement>('.kk-modal__close');
    equal(document.activeElement, close, 'focus on the first focusable (close button)');
    host.querySelector<HTMLButtonElement>('button:not(.kk-modal__close)')?.focus();
    press('Tab');
    equal(document.activeElement, close, 'Tab from the last element wraps to the first');
    press('Tab', true);
    equal((document.activeElement as HTMLElement).textContent, 'last', 'Shift+Tab from the first wraps to the last');
    press('Escape');
    equal(closed, 1, 'Esc closes');
  });

  it('ignores Esc and the backdrop when not dismissible, and returns focus to the opener on unmount', () => {
    let closed = 0;
    act(() =>
      root.render(
        <Modal title="Age" dismissible={false} onClose={() => closed++}>
          <button type="button">confirm</button>
        </Modal>,
      ),
    );
    equal(host.querySelector('.kk-modal__close'), null, 'no close button');
    press('Escape');
    act(() => {
      host.querySelector('.kk-modal')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    equal(closed, 0);
    act(() => root.render(<></>));
    equal(document.activeElement, opener, 'focus returns to the opener');
  });
});
