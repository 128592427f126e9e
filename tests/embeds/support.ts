/** Helpers of the element tests: recording parcels, the elements' shadow roots, waiting for mounts. */
import { waitFor } from '../support/wait';

export interface ParcelCall {
  call: 'bootstrap' | 'mount' | 'update' | 'unmount';
  /** The props of the call, without single-spa's own (domElement, name, singleSpa, mountParcel). */
  props: Record<string, unknown>;
}

const OWN = new Set(['domElement', 'name', 'singleSpa', 'mountParcel', 'unmountSelf']);
const custom = (props: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(props).filter(([key]) => !OWN.has(key)));

/** Single-spa lifecycles that write their props into their element as JSON and record every call. */
export function recordingParcel(calls: ParcelCall[]) {
  const element = (props: Record<string, unknown>) => props['domElement'] as HTMLElement;
  return {
    bootstrap: async (props: Record<string, unknown>) => void calls.push({ call: 'bootstrap', props: custom(props) }),
    mount: async (props: Record<string, unknown>) => {
      calls.push({ call: 'mount', props: custom(props) });
      element(props).textContent = JSON.stringify(custom(props));
    },
    update: async (props: Record<string, unknown>) => {
      calls.push({ call: 'update', props: custom(props) });
      element(props).textContent = JSON.stringify(custom(props));
    },
    unmount: async (props: Record<string, unknown>) => {
      calls.push({ call: 'unmount', props: {} });
      element(props).textContent = '';
    },
  };
}

export const shadowOf = (element: Element): ShadowRoot => {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no shadow root`);
  return element.shadowRoot;
};

/** The element's parcel wrapper (`part="body"`), or null (an inline message instead). */
export const bodyOf = (element: Element): HTMLElement | null => shadowOf(element).querySelector<HTMLElement>('[part="body"]');
/** The element's inline message, or null. */
export const messageOf = (element: Element): string | null => shadowOf(element).querySelector('[part="message"]')?.textContent ?? null;

/** Creates `<name>` with `attributes`, appends it to the page and waits for its first render. */
export async function addElement(name: string, attributes: Record<string, string> = {}, parent: Element = document.body): Promise<HTMLElement> {
  const element = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  parent.append(element);
  await (element as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
  return element;
}

/** Waits until lit rendered the element's latest attributes. */
export const rendered = (element: Element): Promise<boolean> => (element as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;

export { waitFor };
