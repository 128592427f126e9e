/** Types of what tests import from the build script. */
export interface KickoffModule {
  /** Import-map name, `@kickoff/<key>`. */
  name: string;
  /** Source folder. */
  folder: string;
  /** Entry file when it is not `<folder>/src/index.ts`. */
  entry?: string;
  /** The module's server view (issue 25), built for Node as `<entry>.server.mjs`. */
  server?: string;
}
export const MODULES: Readonly<Record<string, KickoffModule>>;
export const VENDOR: readonly string[];
export const SHARED_KICKOFF: readonly string[];
/** What a server view leaves to Node's resolution (React, react-dom/server). */
export const SERVER_VIEW_EXTERNALS: readonly string[];
/** `<entry>.server.mjs` beside a browser entry. */
export function serverViewFile(entryAbs: string): string;
/** Classic scripts the shell page loads by tag (no System.register, no source map). */
export const CLASSIC_SCRIPTS: readonly string[];
export function entryOf(key: string): string;
export function boundaryViolations(key: string, metafile: { inputs: Record<string, { imports?: { path: string; original?: string; external?: boolean }[] }> }): string[];
/** The demo game provider's in-game script: dist/<folder>/<file>, built from `entry`. */
export const CASINO_FRAME: { readonly folder: string; readonly entry: string; readonly file: string };
