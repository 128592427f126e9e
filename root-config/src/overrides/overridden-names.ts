/**
 * The names a developer points elsewhere with import-map-overrides (server/web/overrides.ts). Its own small
 * file: the start-up reads it at once (overridden-views), the update watch only when it loads.
 */
interface OverridesApi {
  getOverrideMap?: () => { imports?: Record<string, string> };
}

export function overriddenNames(): ReadonlySet<string> {
  try {
    const api = (globalThis as { importMapOverrides?: OverridesApi }).importMapOverrides;
    return new Set(Object.keys(api?.getOverrideMap?.().imports ?? {}));
  } catch {
    return new Set();
  }
}

