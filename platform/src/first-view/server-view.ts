/**
 * The server-view contract (issue 25): a module that can draw its first view on the server ships,
 * beside its browser entry `<entry>.js`, a Node build `<entry>.server.mjs` exporting
 * `renderServerView`. The server (server/web/first-view.ts) finds it through the current import map,
 * so a redeployed module is drawn by its new version on the next request; a module without one keeps
 * the browser path. The view's markup is what the module's browser lifecycles hydrate.
 */
import type { Env } from '../schemas/config';
import type { CurrentRoute } from '../stores/route';
import type { FirstViewData } from './data';

export interface ServerViewRequest {
  /** The server's own address for API calls (`http://127.0.0.1:<port>`). */
  origin: string;
  env: Env;
  lang: string;
  route: CurrentRoute;
}

export interface ServerViewReply {
  /** The application's markup, for the app element. */
  html: string;
  /** What it was drawn from, embedded once in the page. */
  data: FirstViewData;
  /** The module's style sheets by id (the page's `<style data-kickoff-styles>`). */
  styles: ReadonlyArray<{ id: string; css: string }>;
}

/** What `<entry>.server.mjs` exports. null: this route has no server view (the browser draws it). */
export type RenderServerView = (request: ServerViewRequest) => Promise<ServerViewReply | null>;
