/**
 * The page skeleton: one element per slot, created once. A layout switch only shows or hides slots
 * (and mounts or unmounts their parcels), so the content element the applications render into
 * never changes.
 */
import type { LayoutName, SlotName } from '@kickoff/platform';

export const CONTENT_ID = 'kickoff-content';
/** The coupon column, a skip link's target (the header's "Skip to the bet slip"). */
export const COUPON_ID = 'kickoff-coupon';
/** Inside the content slot: the app status line (loading, error block) and the element apps render into. */
export const APP_STATUS_ID = 'kickoff-app-status';
export const APP_ID = 'kickoff-app';

const SLOT_TAGS: Record<SlotName, { tag: string; attrs?: Record<string, string> }> = {
  progress: { tag: 'div' },
  header: { tag: 'header' },
  content: { tag: 'main', attrs: { id: CONTENT_ID, tabindex: '-1' } },
  coupon: { tag: 'aside', attrs: { id: COUPON_ID, tabindex: '-1', 'aria-label': 'Coupon' } },
  seo: { tag: 'section' },
  footer: { tag: 'footer' },
  notifications: { tag: 'div' },
  support: { tag: 'div' },
  scrollTop: { tag: 'div' },
  modals: { tag: 'div' },
  notices: { tag: 'div' },
};

export interface Skeleton {
  root: HTMLElement;
  slot(name: SlotName): HTMLElement;
  setLayout(layout: LayoutName, visible: readonly SlotName[]): void;
}

export function createSkeleton(root: HTMLElement): Skeleton {
  root.textContent = '';
  root.className = 'kk-root';
  const frame = document.createElement('div');
  frame.className = 'kk-frame';
  const body = document.createElement('div');
  body.className = 'kk-body';
  const elements = new Map<SlotName, HTMLElement>();
  for (const [name, spec] of Object.entries(SLOT_TAGS) as Array<[SlotName, (typeof SLOT_TAGS)[SlotName]]>) {
    const el = document.createElement(spec.tag);
    el.className = `kk-slot kk-slot--${name}`;
    el.dataset['slot'] = name;
    for (const [k, v] of Object.entries(spec.attrs ?? {})) el.setAttribute(k, v);
    elements.set(name, el);
  }
  const get = (name: SlotName): HTMLElement => {
    const el = elements.get(name);
    if (!el) throw new Error(`no slot ${name}`);
    return el;
  };
  const status = document.createElement('div');
  status.id = APP_STATUS_ID;
  const app = document.createElement('div');
  app.id = APP_ID;
  get('content').append(status, app);
  body.append(get('content'), get('coupon'));
  frame.append(get('progress'), get('header'), body, get('seo'), get('footer'));
  root.append(frame, get('notifications'), get('support'), get('scrollTop'), get('notices'), get('modals'));
  return {
    root,
    slot: get,
    setLayout(layout, visible) {
      root.dataset['layout'] = layout;
      for (const [name, el] of elements) el.hidden = !visible.includes(name);
    },
  };
}
