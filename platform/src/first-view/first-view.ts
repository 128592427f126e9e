/**
 * The data a server-rendered first view was drawn from (issue 25): the server embeds it once in the
 * page (`<script type="application/json" id="kickoff-first-view">`), so the browser hydrates the same
 * markup from the same replies and fetches nothing again. Feeds are keyed as `useFeed` keys them
 * (`<query key>|<lang>`). On the server, a render sets its own data for the one synchronous render
 * pass (`withServerFirstView`); in the browser, the page's block is read once and each entry is used
 * by the first component that asks for it (then dropped: a later visit of the page polls afresh).
 */
import type { GamesResponse } from '../schemas/feed';
import { parseJsonBlock } from '../env/json-block';
import { FIRST_VIEW_BLOCK_ID, FirstViewDataSchema, type FirstViewData } from './data';

export { FIRST_VIEW_BLOCK_ID, FirstViewDataSchema, type FirstViewData };

let serverData: FirstViewData | null = null;
let pageData: FirstViewData | null | undefined;

function current(): FirstViewData | null {
  if (serverData) return serverData;
  if (pageData === undefined) {
    const el = typeof document !== 'undefined' ? document.getElementById(FIRST_VIEW_BLOCK_ID) : null;
    pageData = parseJsonBlock(FIRST_VIEW_BLOCK_ID, el?.textContent, FirstViewDataSchema, 'the page loads its data itself');
  }
  return pageData;
}

/** The reply the first view drew feed `key` from, if it has one (not yet used). */
export function firstViewFeed(key: string): GamesResponse | undefined {
  return current()?.feeds[key];
}

/** Feed `key` is in use now: later mounts load their own data (browser only; a server render keeps its data). */
export function dropFirstViewFeed(key: string): void {
  if (pageData) delete pageData.feeds[key];
}

/** Runs one synchronous server render with `data` as the first view's data (never across an await). */
export function withServerFirstView<T>(data: FirstViewData, render: () => T): T {
  serverData = data;
  try {
    return render();
  } finally {
    serverData = null;
  }
}

/** Tests: forget the page's block so the next read parses it again. */
export function resetFirstViewForTests(): void {
  pageData = undefined;
  serverData = null;
}
