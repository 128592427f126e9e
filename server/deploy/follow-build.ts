/**
 * Outside production the served `default` map follows the build: before serving it, the deploy
 * service looks at dist/importmap.json (one stat) and, when the file changed since it last looked,
 * publishes it like at start-up (only a new build becomes a version; see publish-build.ts). So
 * `npm run build` (or `npm run build -- betting`) while a development server runs is picked up on the
 * next page load, as when the server served the file itself. In production deploys are explicit:
 * the build is published at start-up only (and `npm run deploy` / the deploy API).
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { publishBuild, type BuildMap } from './publish-build';
import type { DeployStore } from './store';

export interface BuildFollower {
  /** Publishes dist/importmap.json if it changed since the last look; resolves when done. */
  check(): Promise<void>;
}

export function createBuildFollower(store: DeployStore, distDir: string, now: () => number, onInvalid: (build: BuildMap) => void): BuildFollower {
  const file = join(distDir, 'importmap.json');
  let seen: string | undefined;
  let running: Promise<void> | undefined;

  const look = async (stamp: string): Promise<void> => {
    const outcome = await publishBuild(store, distDir, now());
    if (outcome.build.kind === 'invalid') onInvalid(outcome.build);
    // A lost race with a deploy is looked at again on the next request; a half-written file changes its stamp once complete.
    if (outcome.committed !== false) seen = stamp;
  };

  return {
    async check() {
      const stamp = await stat(file).then(
        (s) => `${s.mtimeMs}:${s.size}:${s.ino}`,
        () => 'missing',
      );
      if (stamp === seen) return;
      running ??= look(stamp).finally(() => {
        running = undefined;
      });
      await running;
    },
  };
}
