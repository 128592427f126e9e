/**
 * Publishing the build: at start-up and after the test API's reset, `dist/importmap.json` (what
 * `npm run build` wrote) becomes a new version of the `default` map, by actor `build` with action
 * `build`, when it is a new build: it differs from the current map and from the map the build last
 * published. So a restart with the same build never undoes the deploys and rollbacks made since (nor
 * does one instance of several sharing a PostgreSQL store); `npm run deploy` updates the file too.
 * The file's bytes are kept as they are, so the served map is exactly the build's. A missing file
 * publishes nothing; an invalid one is reported and skipped.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diffMaps, EMPTY_MAP, parseMapText, sameMap, type ImportMap } from './import-map';
import type { CommitRequest, DeployStore, MapVersion } from './store';

export const BUILD_ENV = 'default';
export const BUILD_ACTOR = 'build';

export type BuildMap = { kind: 'missing' } | { kind: 'invalid'; file: string } | { kind: 'ok'; map: ImportMap; text: string };

const buildFile = (distDir: string): string => join(distDir, 'importmap.json');

function buildMapOf(file: string, text: string | undefined): BuildMap {
  if (text === undefined) return { kind: 'missing' };
  const map = parseMapText(text);
  return map ? { kind: 'ok', map, text } : { kind: 'invalid', file };
}

const missingAsUndefined = (error: unknown): undefined => {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return undefined;
  throw error;
};

export function readBuildMapSync(distDir: string): BuildMap {
  const file = buildFile(distDir);
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    text = missingAsUndefined(error);
  }
  return buildMapOf(file, text);
}

export async function readBuildMap(distDir: string): Promise<BuildMap> {
  const file = buildFile(distDir);
  return buildMapOf(file, await readFile(file, 'utf8').catch(missingAsUndefined));
}

/** The commit that publishes the build, or undefined when the current map is the build's or the build was published already. */
export function buildCommit(current: MapVersion | undefined, lastBuild: MapVersion | undefined, build: BuildMap, at: number): CommitRequest | undefined {
  if (build.kind !== 'ok' || (current && sameMap(current.map, build.map)) || (lastBuild && sameMap(lastBuild.map, build.map))) return undefined;
  return {
    env: BUILD_ENV,
    expectedVersion: current?.version ?? 0,
    map: build.map,
    text: build.text,
    actor: BUILD_ACTOR,
    action: 'build',
    changes: diffMaps(current?.map ?? EMPTY_MAP, build.map),
    at,
  };
}

/** What publishing did: the build read, and whether a version was committed (false: another writer won the race). */
export interface PublishOutcome {
  build: BuildMap;
  committed: boolean | undefined;
}

/** Publishes the build through any store (the PostgreSQL one at start-up, the development follower); a lost race is reported, not thrown. */
export async function publishBuild(store: DeployStore, distDir: string, at: number): Promise<PublishOutcome> {
  const build = await readBuildMap(distDir);
  const request = buildCommit(await store.current(BUILD_ENV), await store.lastBuild(BUILD_ENV), build, at);
  if (!request) return { build, committed: undefined };
  return { build, committed: (await store.commit(request)).ok };
}
