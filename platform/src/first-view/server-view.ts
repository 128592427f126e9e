/**
 * The server-view contract (issue 25): a module that can draw its first view on the server ships,
 * beside its browser entry `<entry>.js`, a Node build `<entry>.server.mjs` exporting
 * `renderServerView`. The server (server/web/first-view.ts) finds it through the current import map,
 * so a redeployed module is drawn by its new version on the next request; a module without one keeps
 * the browser path. The markup is what the module's browser lifecycles hydrate: a route application's
 * (`part: 'app'`) or a layout slot's parcel (`part: '<slot>'`, the shell's header, the coupon).
 */
import type { SlotName } from '../contracts';
import type { Env, SiteConfig } from '../schemas/config';
import type { CurrentRoute } from '../stores/route';
import type { FirstViewData } from './data';

export interface ServerViewRequest {
  /** The server's own address for API calls (`http://127.0.0.1:<port>`). */
  origin: string;
  env: Env;
  lang: string;
  route: CurrentRoute;
  /** What to draw: the route's application, or the parcel of a layout slot. */
  part: 'app' | Exclude<SlotName, 'content'>;
  /** The site config the page's preload block carries (the browser's first render reads the same). */
  siteConfig: SiteConfig | null;
}

export interface ServerViewReply {
  /** The part's markup. */
  html: string;
  /** What it was drawn from, embedded once in the page. */
  data: FirstViewData;
  /** The module's style sheets by id (the page's `<style data-kickoff-styles>`). */
  styles: ReadonlyArray<{ id: string; css: string }>;
}

/** What `<entry>.server.mjs` exports. null: this module does not draw that part (the browser does). */
export type RenderServerView = (request: ServerViewRequest) => Promise<ServerViewReply | null>;
