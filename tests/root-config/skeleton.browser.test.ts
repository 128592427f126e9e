import { LAYOUT_SLOTS, type LayoutName } from '@kickoff/platform';
import { createSkeleton, APP_ID } from '../../root-config/src/layout/skeleton';
import { equal, ok } from '../support/assert';

describe('page skeleton', () => {
  it('shows exactly the slots of each layout and keeps one content element', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const skeleton = createSkeleton(root);
    const app = root.querySelector(`#${APP_ID}`);
    ok(app, 'app element exists');
    for (const layout of Object.keys(LAYOUT_SLOTS) as LayoutName[]) {
      skeleton.setLayout(layout, LAYOUT_SLOTS[layout]);
      equal(root.dataset['layout'], layout);
      const visible = [...root.querySelectorAll<HTMLElement>('.kk-slot')].filter((el) => !el.hidden).map((el) => el.dataset['slot']);
      equal(JSON.stringify(visible.sort()), JSON.stringify([...LAYOUT_SLOTS[layout]].sort()), `slots of ${layout}`);
      equal(root.querySelector(`#${APP_ID}`), app, 'same content element');
    }
    equal(skeleton.slot('header').tagName, 'HEADER');
    equal(skeleton.slot('content').tagName, 'MAIN');
    root.remove();
  });
});
