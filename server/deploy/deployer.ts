/**
 * The write path of the deploy service, whatever the HTTP call: read the environment's current map,
 * refuse a writer that read another version (412), compute the next map (the caller checks module
 * URLs there), and commit it with its history rows as one compare-and-set. A change that leaves the
 * map as it is writes no version. A writer that loses the race at commit time gets the same 412.
 */
import { diffMaps, EMPTY_MAP, sameMap, serializeMap, type ImportMap } from './import-map';
import { staleMapError } from './preconditions';
import type { DeployAction, DeployStore, MapVersion } from './store';

export interface WriteRequest {
  env: string;
  expectedVersion: number;
  actor: string;
  action: DeployAction;
  at: number;
  /** The next map from the current one (may throw an HttpError: origin, integrity, unknown module). */
  next(current: ImportMap): Promise<NextMap>;
}

/** The next map; `text` keeps an earlier version's exact bytes (rollback), else the map is serialised. */
export interface NextMap {
  map: ImportMap;
  text?: string;
}

/** The current version after the write; `changed` is false when the map stayed the same. */
export interface WriteResult {
  version: MapVersion | undefined;
  changed: boolean;
}

export async function writeMap(store: DeployStore, request: WriteRequest): Promise<WriteResult> {
  const current = await store.current(request.env);
  if ((current?.version ?? 0) !== request.expectedVersion) throw staleMapError(request.env, current);
  const before = current?.map ?? EMPTY_MAP;
  const next = await request.next(before);
  if (sameMap(before, next.map)) return { version: current, changed: false };
  const result = await store.commit({
    env: request.env,
    expectedVersion: request.expectedVersion,
    map: next.map,
    text: next.text ?? serializeMap(next.map),
    actor: request.actor,
    action: request.action,
    changes: diffMaps(before, next.map),
    at: request.at,
  });
  if (!result.ok) throw staleMapError(request.env, result.current);
  return { version: result.committed, changed: true };
}
