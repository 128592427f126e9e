/**
 * Custom elements in browser tests: adding one with its attributes and waiting for its render, its
 * shadow root, and the parts a Kickoff element renders there (the parcel wrapper or an inline message).
 */

type LitElementLike = HTMLElement & { updateComplete: Promise<boolean> };

export const shadowOf = (element: Element): ShadowRoot => {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no shadow root`);
  return element.shadowRoot;
};

/** The element's parcel wrapper (`part="body"`), or null (an inline message instead). */
export const bodyOf = (element: Element): HTMLElement | null => shadowOf(element).querySelector<HTMLElement>('[part="body"]');
/** The element's inline message, or null. */
export const messageOf = (element: Element): string | null => shadowOf(element).querySelector('[part="message"]')?.textContent ?? null;

/** Creates `<name>` with `attributes`, appends it to `parent` (the body) and waits for its first render. */
export async function addElement(name: string, attributes: Record<string, string> = {}, parent: Element = document.body): Promise<HTMLElement> {
  const element = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  parent.append(element);
  await (element as LitElementLike).updateComplete;
  return element;
}

/** Waits until lit rendered the element's latest attributes. */
export const rendered = (element: Element): Promise<boolean> => (element as LitElementLike).updateComplete;
