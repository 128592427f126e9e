/**
 * A tiny element builder for the frame's vanilla DOM: `h('button', { type: 'button', class: 'x' },
 * 'Spin')`. Attributes set to `false`, `null` or `undefined` are left off, `true` sets an empty one.
 */

export type Attrs = Readonly<Record<string, string | number | boolean | null | undefined>>;
export type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

let nextId = 0;
/** A document-unique id for `aria-describedby` and friends. */
export function uid(prefix: string): string {
  nextId += 1;
  return `kk-${prefix}-${nextId}`;
}
