/**
 * The remote-view allow-lists (docs/architecture.md "Remote views"), from the server's environment:
 * KICKOFF_REMOTE_VIEW_ORIGINS (where views and their stylesheets may come from) and
 * KICKOFF_REMOTE_SCRIPT_ORIGINS (where their scripts may come from, always with integrity), both
 * comma-separated origins; the page's own origin is always allowed. KICKOFF_REMOTE_VIEW_EVAL=1 lets a
 * reply's `codeToEval` run — outside production only, and only where the page's CSP allows evaluation.
 * The shell page's CSP lists the same origins (server/http/security-headers.ts `withRemoteViewSources`).
 */
import * as v from 'valibot';

export interface RemoteViewOptions {
  viewOrigins: readonly string[];
  scriptOrigins: readonly string[];
  codeToEval: boolean;
}

export const NO_REMOTE_ORIGINS: RemoteViewOptions = { viewOrigins: [], scriptOrigins: [], codeToEval: false };

/** `https://host[:port]` (or http on a development server), nothing after it; never `*`. */
const OriginSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/, 'an origin is scheme://host[:port]'));

function originsOf(name: string, value: string | undefined): string[] {
  const parts = (value ?? '').split(',').filter((part) => part.trim() !== '');
  const parsed = v.safeParse(v.array(OriginSchema), parts);
  if (!parsed.success) throw new Error(`${name}: ${parsed.issues[0].message} ("${String(parsed.issues[0].input)}")`);
  return [...new Set(parsed.output)];
}

export function remoteViewOptionsFromEnv(env: Record<string, string | undefined>, production: boolean): RemoteViewOptions {
  const evalAsked = env.KICKOFF_REMOTE_VIEW_EVAL === '1' || env.KICKOFF_REMOTE_VIEW_EVAL === 'true';
  return {
    viewOrigins: originsOf('KICKOFF_REMOTE_VIEW_ORIGINS', env.KICKOFF_REMOTE_VIEW_ORIGINS),
    scriptOrigins: originsOf('KICKOFF_REMOTE_SCRIPT_ORIGINS', env.KICKOFF_REMOTE_SCRIPT_ORIGINS),
    codeToEval: evalAsked && !production,
  };
}
