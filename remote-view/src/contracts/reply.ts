/**
 * The remote-view protocol (account spec §7, shell spec §7): a view is fetched by its URL plus the page's
 * current path, with `mf-render-mode: json` and `mf-api-version: 1`, and answers the parts below. The
 * renderer (@kickoff/remote-view) validates every reply with this schema; the reference server's demo
 * views (server/remote-views/) are built against it. The config call tells the renderer which origins it
 * may fetch views, styles and scripts from, and whether `codeToEval` may run (docs/architecture.md
 * "Remote views"). Browser code imports it relatively; the server as `@kickoff/remote-view-contracts/reply`.
 */
import * as v from 'valibot';

export const RENDER_MODE_HEADER = 'mf-render-mode';
export const API_VERSION_HEADER = 'mf-api-version';
export const RENDER_MODE = 'json';
export const API_VERSION = '1';

/** `GET /web-api/remote-views/config` (service `web`, path below). */
export const CONFIG_PATH = '/web-api/remote-views/config';
export const CONFIG_CALL_PATH = 'remote-views/config';

/** An absolute http(s) URL or a same-origin path (`/…`, never `//…`). */
const UrlText = v.pipe(v.string(), v.maxLength(2048), v.regex(/^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'an http(s) URL or a path'));
/** Subresource integrity: one or more `sha256|384|512-<base64>` hashes. */
export const IntegritySchema = v.pipe(v.string(), v.regex(/^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}(?:\s+sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})*$/, 'an SRI hash'));

export const RemoteScriptSchema = v.object({ src: UrlText, integrity: v.optional(IntegritySchema) });
export type RemoteScript = v.InferOutput<typeof RemoteScriptSchema>;

export const RemoteViewReplySchema = v.object({
  /** HTML of the view (sanitised before use). */
  body: v.pipe(v.string(), v.maxLength(200_000)),
  /** CSS of the view (scoped to the view's element). */
  style: v.optional(v.pipe(v.string(), v.maxLength(100_000)), ''),
  cssToLoad: v.optional(v.pipe(v.array(UrlText), v.maxLength(10)), []),
  scriptsToLoad: v.optional(v.pipe(v.array(RemoteScriptSchema), v.maxLength(10)), []),
  /** HTML for the document's head (meta and link elements only survive the sanitiser). */
  head: v.optional(v.pipe(v.string(), v.maxLength(20_000)), ''),
  appName: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
  title: v.optional(v.pipe(v.string(), v.maxLength(300))),
  /** Refused unless the config allows it (never in production). */
  codeToEval: v.optional(v.pipe(v.string(), v.maxLength(20_000))),
});
export type RemoteViewReply = v.InferOutput<typeof RemoteViewReplySchema>;

/** Origins as `scheme://host[:port]`; the page's own origin is always allowed besides them. */
const OriginSchema = v.pipe(v.string(), v.regex(/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/, 'an origin'));

export const RemoteViewConfigSchema = v.object({
  /** Where views and their stylesheets may come from. */
  viewOrigins: v.array(OriginSchema),
  /** Where scripts may come from (always with integrity); the shell CSP's script-src lists the same. */
  scriptOrigins: v.array(OriginSchema),
  /** Whether a reply's `codeToEval` may run (off by default, never in production). */
  codeToEval: v.boolean(),
});
export type RemoteViewConfig = v.InferOutput<typeof RemoteViewConfigSchema>;
