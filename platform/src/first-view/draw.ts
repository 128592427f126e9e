/**
 * Drawing a first view on the server in passes (issue 25, server views only: '@kickoff/platform/server').
 * Each pass renders synchronously with the data gathered so far; whatever a component asked for and
 * did not find (first-view.ts `wantForFirstView`) is loaded before the next pass.
 */
import type { GamesResponse } from '../schemas/feed';
import { setServerPass, type ServerPass } from './first-view';
import type { FirstViewData } from './data';

export interface DrawOptions {
  app: string;
  route: string;
  lang: string;
  /** Sets the page state the render reads (language, route): called right before each pass and each round of loads. */
  enter: () => void;
  /** One synchronous render to HTML (react-dom/server's renderToString over the module's root). */
  render: () => string;
  /** Passes at most (each round of loads is one step deeper: a sport, then its championships, then its games). */
  maxPasses?: number;
}

/** Draws a first view in passes until nothing is missing (or `maxPasses`); returns the markup and the data it was drawn from. */
export async function drawServerView(opts: DrawOptions): Promise<{ html: string; data: FirstViewData; styles: ReadonlySet<string> }> {
  const state: ServerPass = { data: { app: opts.app, route: opts.route, lang: opts.lang, feeds: {}, requests: {}, code: [] }, wanted: new Map(), failed: new Set(), styles: new Set() };
  const maxPasses = opts.maxPasses ?? 5;
  for (let n = 1; ; n++) {
    state.wanted = new Map();
    state.styles = new Set();
    state.data.code = [];
    opts.enter();
    setServerPass(state);
    let html: string;
    try {
      html = opts.render();
    } finally {
      setServerPass(null);
    }
    if (state.wanted.size === 0 || n >= maxPasses) return { html, data: state.data, styles: state.styles };
    // The loads read the page state (the language) when they start: it is set right before them.
    opts.enter();
    await Promise.all(
      [...state.wanted].map(async ([id, want]) => {
        try {
          const value = await want.load();
          if (want.kind === 'feed') state.data.feeds[want.key] = value as GamesResponse;
          else if (want.kind === 'request') state.data.requests[want.key] = value;
        } catch {
          state.failed.add(id);
        }
      }),
    );
  }
}

