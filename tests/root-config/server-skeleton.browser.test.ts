/**
 * A skeleton the server drew around a first view (issue 25): the root config adopts it element for
 * element, with the drawn markup in place, and builds the same structure itself when there is none;
 * parts drawn by a module a developer overrides are emptied before anything mounts.
 */
import { LAYOUT_SLOTS, SERVER_STYLE_MODULE_ATTR, SERVER_VIEW_ATTR } from '@kickoff/platform';
import { skeletonHtml } from '../../platform/src/layout-skeleton';
import { createSkeleton, APP_ID } from '../../root-config/src/layout/skeleton';
import { dropOverriddenViews, drawingModule } from '../../root-config/src/layout/overridden-views';
import { equal, ok } from '../support/assert';

/** The structure of a root: every element's tag, id, classes and slot, in document order (no content, no marks). */
const structure = (root: HTMLElement): string =>
  [...root.querySelectorAll<HTMLElement>('.kk-frame, .kk-body, .kk-slot, #kickoff-app-status, #kickoff-app')]
    .map((el) => `${el.tagName}#${el.id}.${el.className}[${el.dataset['slot'] ?? ''}]${el.getAttribute('aria-label') ?? ''}${el.getAttribute('tabindex') ?? ''}`)
    .join('\n');

function drawnRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = skeletonHtml('main', '@kickoff/betting', '<p id="drawn-app">odds</p>', { header: '<nav id="drawn-header">menu</nav>', coupon: '<p>empty</p>' });
  document.body.append(root);
  return root;
}

describe('a server-drawn skeleton', () => {
  it('is adopted as it is: the same elements, the drawn markup kept, the same structure the root config builds', () => {
    const root = drawnRoot();
    const header = root.querySelector('[data-slot="header"]');
    const drawnApp = root.querySelector('#drawn-app');
    const skeleton = createSkeleton(root);
    equal(skeleton.slot('header'), header, 'the server header element is the slot');
    equal(root.querySelector('#drawn-app'), drawnApp, 'the drawn app markup stays for hydration');
    equal(root.querySelector(`#${APP_ID}`)?.getAttribute(SERVER_VIEW_ATTR), '@kickoff/betting');
    equal(skeleton.slot('header').getAttribute(SERVER_VIEW_ATTR), 'parcel:header');

    const built = document.createElement('div');
    document.body.append(built);
    createSkeleton(built);
    equal(structure(root), structure(built), 'the server writes the skeleton the root config builds');
    skeleton.setLayout('main', LAYOUT_SLOTS.main);
    root.remove();
    built.remove();
  });

  it('an incomplete skeleton is not adopted: the root config builds its own', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="kk-frame"><header data-slot="header"></header></div>';
    document.body.append(root);
    const skeleton = createSkeleton(root);
    ok(root.querySelector(`#${APP_ID}`), 'built');
    equal(skeleton.slot('content').tagName, 'MAIN');
    root.remove();
  });

  it('parts drawn by an overridden module are emptied and unmarked; the others stay', () => {
    equal(drawingModule('parcel:header'), '@kickoff/shell');
    equal(drawingModule('parcel:coupon'), '@kickoff/coupon');
    equal(drawingModule('@kickoff/casino'), '@kickoff/casino');
    const root = drawnRoot();
    dropOverriddenViews(root, new Set(['@kickoff/shell']));
    const header = root.querySelector<HTMLElement>('[data-slot="header"]');
    equal(header?.childNodes.length, 0, 'the header is empty');
    equal(header?.hasAttribute(SERVER_VIEW_ATTR), false);
    ok(root.querySelector('#drawn-app'), 'the betting view stays');
    equal(root.querySelector('[data-slot="coupon"]')?.getAttribute(SERVER_VIEW_ATTR), 'parcel:coupon');
    dropOverriddenViews(root, new Set(['@kickoff/betting']));
    equal(root.querySelector('#drawn-app'), null);
    root.remove();
  });

  it("an overridden module's server rules go with its parts; another module's stay", () => {
    const rules = (module: string, id: string) => {
      const style = document.createElement('style');
      style.setAttribute('data-kickoff-styles', id);
      style.setAttribute(SERVER_STYLE_MODULE_ATTR, module);
      style.textContent = `.${id}{color:red}`;
      document.head.append(style);
      return style;
    };
    const shell = rules('@kickoff/shell', 'shell-test');
    const betting = rules('@kickoff/betting', 'betting-test');
    const root = drawnRoot();
    dropOverriddenViews(root, new Set(['@kickoff/shell']));
    equal(shell.isConnected, false, "the deployed shell's rules are removed");
    equal(betting.isConnected, true, "betting's rules stay");
    betting.remove();
    root.remove();
  });
});
