/**
 * The page skeleton's structure: one element per layout slot, in the frame the root config builds
 * (root-config/src/layout/skeleton.ts) and the server writes around a server-rendered first view
 * (server/web/first-view.ts). One description, so the markup the server sends is the DOM the root
 * config adopts, element for element.
 */
import type { SlotName } from './contracts';
import type { LayoutName } from './routing/types';
import { LAYOUT_SLOTS } from './contracts';

export const SKELETON_IDS = {
  /** The content slot (a skip link's target). */
  content: 'kickoff-content',
  /** The coupon column, a skip link's target (the header's "Skip to the bet slip"). */
  coupon: 'kickoff-coupon',
  /** Inside the content slot: the app status line (loading, error block). */
  appStatus: 'kickoff-app-status',
  /** Inside the content slot: the element route applications render into. */
  app: 'kickoff-app',
} as const;

/**
 * `data-server-view` on an element the server drew into: the app element's value is the import-map name
 * of the application whose view it holds; a slot's is `parcel:<slot>` (its parcel hydrates it).
 */
export const SERVER_VIEW_ATTR = 'data-server-view';
export const PARCEL_MARK = 'parcel:';

export interface SlotSpec {
  tag: string;
  attrs?: Readonly<Record<string, string>>;
}

export const SLOT_SPECS: Readonly<Record<SlotName, SlotSpec>> = {
  progress: { tag: 'div' },
  header: { tag: 'header' },
  content: { tag: 'main', attrs: { id: SKELETON_IDS.content, tabindex: '-1' } },
  // Named by the coupon's own heading (`kk-coupon-title`, in the page's language), not by a fixed English word.
  coupon: { tag: 'aside', attrs: { id: SKELETON_IDS.coupon, tabindex: '-1', 'aria-labelledby': 'kk-coupon-title' } },
  seo: { tag: 'section' },
  footer: { tag: 'footer' },
  notifications: { tag: 'div' },
  support: { tag: 'div' },
  scrollTop: { tag: 'div' },
  modals: { tag: 'div' },
  notices: { tag: 'div' },
};

/** Slots after `.kk-frame` (which holds progress, header, the body row of content and coupon, seo, footer). */
export const AFTER_FRAME_SLOTS: readonly SlotName[] = ['notifications', 'support', 'scrollTop', 'notices', 'modals'];

export const slotClass = (name: SlotName): string => `kk-slot kk-slot--${name}`;

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The skeleton as HTML for `layout`: `app` (already HTML) inside the app element marked as `appName`'s,
 * and each drawn parcel (`parcels`, already HTML) inside its slot, marked as drawn. Slots the layout
 * does not have are `hidden`, as `setLayout` leaves them.
 */
export function skeletonHtml(layout: LayoutName, appName: string, app: string, parcels: Partial<Readonly<Record<SlotName, string>>> = {}): string {
  const visible = LAYOUT_SLOTS[layout];
  const slot = (name: SlotName, inner?: string): string => {
    const spec = SLOT_SPECS[name];
    const attrs = Object.entries(spec.attrs ?? {})
      .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
      .join('');
    const hidden = visible.includes(name) ? '' : ' hidden';
    const drawn = parcels[name];
    const mark = drawn === undefined ? '' : ` ${SERVER_VIEW_ATTR}="${PARCEL_MARK}${name}"`;
    return `<${spec.tag} class="${slotClass(name)}" data-slot="${name}"${attrs}${hidden}${mark}>${inner ?? drawn ?? ''}</${spec.tag}>`;
  };
  const appElement = appName
    ? `<div id="${SKELETON_IDS.app}" ${SERVER_VIEW_ATTR}="${escapeAttr(appName)}">${app}</div>`
    : `<div id="${SKELETON_IDS.app}"></div>`;
  const content = slot('content', `<div id="${SKELETON_IDS.appStatus}"></div>${appElement}`);
  const frame = `<div class="kk-frame">${slot('progress')}${slot('header')}<div class="kk-body">${content}${slot('coupon')}</div>${slot('seo')}${slot('footer')}</div>`;
  return frame + AFTER_FRAME_SLOTS.map((name) => slot(name)).join('');
}
