/**
 * The page skeleton: one element per slot, created once (its structure: platform's layout-skeleton.ts,
 * which the server also writes around a server-rendered first view). A layout switch only shows or
 * hides slots (and mounts or unmounts their parcels), so the content element the applications render
 * into never changes. A skeleton the server already drew is adopted as it is: its application markup
 * stays for the application to hydrate.
 */
import { AFTER_FRAME_SLOTS, SKELETON_IDS, SLOT_SPECS, slotClass, type LayoutName, type SlotName } from '@kickoff/platform';

export const CONTENT_ID = SKELETON_IDS.content;
/** The coupon column, a skip link's target (the header's "Skip to the bet slip"). */
export const COUPON_ID = SKELETON_IDS.coupon;
/** Inside the content slot: the app status line (loading, error block) and the element apps render into. */
export const APP_STATUS_ID = SKELETON_IDS.appStatus;
export const APP_ID = SKELETON_IDS.app;

export interface Skeleton {
  root: HTMLElement;
  slot(name: SlotName): HTMLElement;
  setLayout(layout: LayoutName, visible: readonly SlotName[]): void;
}

const SLOT_NAMES = Object.keys(SLOT_SPECS) as SlotName[];

/** The server's skeleton in `root`, when it is complete (every slot, the status line and the app element). */
function adopt(root: HTMLElement): Map<SlotName, HTMLElement> | null {
  if (!root.querySelector(':scope > .kk-frame')) return null;
  const elements = new Map<SlotName, HTMLElement>();
  for (const name of SLOT_NAMES) {
    const el = root.querySelector<HTMLElement>(`[data-slot="${name}"]`);
    if (!el) return null;
    elements.set(name, el);
  }
  return document.getElementById(APP_STATUS_ID) && document.getElementById(APP_ID) ? elements : null;
}

function build(root: HTMLElement): Map<SlotName, HTMLElement> {
  root.textContent = '';
  const frame = document.createElement('div');
  frame.className = 'kk-frame';
  const body = document.createElement('div');
  body.className = 'kk-body';
  const elements = new Map<SlotName, HTMLElement>();
  for (const name of SLOT_NAMES) {
    const spec = SLOT_SPECS[name];
    const el = document.createElement(spec.tag);
    el.className = slotClass(name);
    el.dataset['slot'] = name;
    for (const [k, v] of Object.entries(spec.attrs ?? {})) el.setAttribute(k, v);
    elements.set(name, el);
  }
  const get = (name: SlotName): HTMLElement => elements.get(name) as HTMLElement;
  const status = document.createElement('div');
  status.id = APP_STATUS_ID;
  const app = document.createElement('div');
  app.id = APP_ID;
  get('content').append(status, app);
  body.append(get('content'), get('coupon'));
  frame.append(get('progress'), get('header'), body, get('seo'), get('footer'));
  root.append(frame, ...AFTER_FRAME_SLOTS.map(get));
  return elements;
}

export function createSkeleton(root: HTMLElement): Skeleton {
  const elements = adopt(root) ?? build(root);
  root.className = 'kk-root';
  const get = (name: SlotName): HTMLElement => {
    const el = elements.get(name);
    if (!el) throw new Error(`no slot ${name}`);
    return el;
  };
  return {
    root,
    slot: get,
    setLayout(layout, visible) {
      root.dataset['layout'] = layout;
      for (const [name, el] of elements) el.hidden = !visible.includes(name);
    },
  };
}
