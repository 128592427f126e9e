/**
 * The data a server-rendered first view was drawn from (issue 25): the server embeds it once in the
 * page (`<script type="application/json" id="kickoff-first-view">`), so the browser hydrates the same
 * markup from the same replies and fetches nothing again. Feeds are keyed as `useFeed` keys them and
 * other replies as `useRequest` keys them (`<query>|<lang>`).
 *
 * On the server a view is drawn in passes (`drawServerView`): each pass renders synchronously with
 * the data gathered so far, and whatever a component asked for and did not find (a feed, a reply, a
 * page's code) is loaded before the next pass, until a pass asks for nothing. In the browser, the
 * page's block is read once and each entry is used by the first component that asks for it (then
 * dropped: a later visit of the page loads afresh).
 */
import * as v from 'valibot';
import type { GamesResponse } from '../schemas/feed';
import { parseJsonBlock } from '../env/json-block';
import { FIRST_VIEW_BLOCK_ID, FirstViewDataSchema, type FirstViewData } from './data';

export { FIRST_VIEW_BLOCK_ID, FirstViewDataSchema, type FirstViewData };

/** What a server pass asks for: loads by kind and key (a failed one is not asked for again). */
export interface ServerPass {
  data: FirstViewData;
  wanted: Map<string, { kind: 'feed' | 'request' | 'code'; key: string; load: () => Promise<unknown> }>;
  failed: Set<string>;
  /** Style sheets (ids) of code loaded on use that this pass drew (the module's own are always sent). */
  styles: Set<string>;
}

let pass: ServerPass | null = null;
let pageData: FirstViewData | null | undefined;

function current(): FirstViewData | null {
  if (pass) return pass.data;
  if (pageData === undefined) {
    const el = typeof document !== 'undefined' ? document.getElementById(FIRST_VIEW_BLOCK_ID) : null;
    pageData = parseJsonBlock(FIRST_VIEW_BLOCK_ID, el?.textContent, FirstViewDataSchema, 'the page loads its data itself');
  }
  return pageData;
}

/** How long a server pass's load may take (the page's own budget is the server's, server/web/first-view.ts). */
export const SERVER_LOAD_MS = 1200;

/** Server views only (first-view/draw.ts): the pass a render runs in, or null after it. */
export function setServerPass(next: ServerPass | null): void {
  pass = next;
}

/** True while a server pass renders: components ask for what they miss instead of loading it. */
export const isServerPass = (): boolean => pass !== null;

/**
 * During a server pass: `load` is what the next pass needs under `kind`/`key` (ignored in the browser,
 * and for a key whose load failed: that part is drawn as the browser first draws it, loading).
 */
export function wantForFirstView(kind: 'feed' | 'request' | 'code', key: string, load: () => Promise<unknown>): void {
  const id = `${kind}:${key}`;
  if (!pass || pass.failed.has(id) || pass.wanted.has(id)) return;
  pass.wanted.set(id, { kind, key, load });
}

/** Stands for every registered sheet in `noteStylesInPass` (code whose own sheets are not known). */
export const ALL_STYLES = '*';

/** During a server pass: the drawn part was drawn with the named lazy code (the browser loads it before hydrating). */
export function noteCodeInPass(name: string): void {
  if (pass && !pass.data.code.includes(name)) pass.data.code.push(name);
}

/** The named lazy code the page's first view was drawn with (browser). */
export function firstViewCode(): readonly string[] {
  return current()?.code ?? [];
}

/** During a server pass: the drawn part uses these style sheets (of code loaded on use: `lazyComponent`). */
export function noteStylesInPass(ids: Iterable<string>): void {
  if (pass) for (const id of ids) pass.styles.add(id);
}

/** The reply the first view drew feed `key` from, if it has one (not yet used). */
export function firstViewFeed(key: string): GamesResponse | undefined {
  return current()?.feeds[key];
}

/** The reply the first view drew request `key` from, checked with `schema`; undefined without one or when it does not fit. */
export function firstViewReply<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | undefined {
  const data = current();
  if (!data || !(key in data.requests)) return undefined;
  const parsed = v.safeParse(schema, data.requests[key]);
  if (parsed.success) return parsed.output;
  console.warn(`${FIRST_VIEW_BLOCK_ID}: the reply of ${key} is invalid; the page loads it itself`, v.flatten(parsed.issues));
  return undefined;
}

/** Feed or request `key` is in use now: later mounts load their own data (browser only). */
export function dropFirstViewData(kind: 'feed' | 'request', key: string): void {
  if (!pageData) return;
  if (kind === 'feed') delete pageData.feeds[key];
  else delete pageData.requests[key];
}

/** Tests: forget the page's block so the next read parses it again. */
export function resetFirstViewForTests(): void {
  pageData = undefined;
  pass = null;
}
