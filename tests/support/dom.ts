/**
 * DOM queries for browser tests by role and accessible name, so tests find what a player (or a
 * screen reader) finds instead of class names. A small subset of ARIA: the implicit roles the
 * Kickoff modules use, explicit `role` attributes, names from `aria-labelledby`, `aria-label` or
 * the rendered text (elements hidden by `hidden`, `display: none` or `aria-hidden` do not count).
 * Queries see into the root they are given (a document, an element or a shadow root), not into
 * nested shadow roots.
 */

const IMPLICIT: Readonly<Record<string, string>> = {
  button: 'button, input[type="button"], input[type="submit"]',
  link: 'a[href]',
  list: 'ul, ol',
  listitem: 'li',
  heading: 'h1, h2, h3, h4, h5, h6',
  region: 'section[aria-label], section[aria-labelledby]',
  complementary: 'aside',
  alert: '',
  dialog: 'dialog',
};

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Not rendered, or hidden from assistive technology. */
export function isHidden(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host ?? null)) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return true;
    if (getComputedStyle(node).display === 'none') return true;
  }
  return false;
}

function renderedText(node: Node): string[] {
  if (node instanceof Text) return [node.data];
  if (node instanceof Element && (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true' || getComputedStyle(node).display === 'none')) return [];
  if (node instanceof Element && node.hasAttribute('aria-label')) return [node.getAttribute('aria-label') ?? ''];
  return [...node.childNodes].flatMap(renderedText);
}

/** The element's accessible name (whitespace collapsed; text of separate elements joined by a space). */
export function accessibleName(el: Element): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const root = el.getRootNode() as Document | ShadowRoot;
    return collapse(labelledBy.split(/\s+/).map((id) => (root.getElementById(id) ? accessibleText(root.getElementById(id) as Element) : '')).join(' '));
  }
  const label = el.getAttribute('aria-label');
  if (label) return collapse(label);
  return accessibleText(el);
}

const accessibleText = (el: Element): string => collapse([...el.childNodes].flatMap(renderedText).map((t) => t.trim()).filter(Boolean).join(' '));

const matches = (name: string, expected: string | RegExp): boolean => (typeof expected === 'string' ? name === expected : expected.test(name));

/** Visible elements with `role`, optionally only those whose accessible name is (or matches) `name`. */
export function queryAllByRole(root: ParentNode, role: string, name?: string | RegExp): HTMLElement[] {
  const implicit = IMPLICIT[role];
  const selector = [`[role="${role}"]`, implicit].filter(Boolean).join(', ');
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => {
    const explicit = el.getAttribute('role');
    if (explicit && explicit !== role) return false;
    if (isHidden(el)) return false;
    return name === undefined || matches(accessibleName(el), name);
  });
}

/** The one visible element with `role` (and `name`); throws, listing what is there, otherwise. */
export function getByRole(root: ParentNode, role: string, name?: string | RegExp): HTMLElement {
  const found = queryAllByRole(root, role, name);
  if (found.length === 1 && found[0]) return found[0];
  const present = queryAllByRole(root, role).map((el) => JSON.stringify(accessibleName(el)));
  throw new Error(`expected one ${role}${name === undefined ? '' : ` named ${String(name)}`}, found ${found.length}; ${role}s present: ${present.join(', ') || 'none'}`);
}

/** The one input a `<label>` with this text (trimmed; a string matches whole) names; throws otherwise. */
export function inputByLabel(root: ParentNode, label: string | RegExp): HTMLInputElement {
  const found = [...root.querySelectorAll('label')].filter((l) => {
    const text = l.textContent?.trim() ?? '';
    return typeof label === 'string' ? text === label : label.test(text);
  });
  const control = found.length === 1 ? found[0]?.control : null;
  if (!(control instanceof HTMLInputElement)) throw new Error(`expected one input labelled ${String(label)}, found ${found.length}`);
  return control;
}
