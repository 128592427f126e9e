/**
 * @kickoff/remote-view — the remote-view renderer (account spec §7 "Remote view", shell spec §7): loaded
 * on use through the import map (never on the first visit). `renderRemoteView(host, { url })` asks the
 * server once per page which origins views and scripts may come from (GET /web-api/remote-views/config),
 * then fetches and shows the view in `host` (./view.ts). docs/architecture.md "Remote views".
 */
import { api } from '@kickoff/platform';
import { CONFIG_CALL_PATH, RemoteViewConfigSchema, type RemoteViewConfig } from './contracts/reply';
import { mountRemoteView, type RemoteView, type RemoteViewOptions } from './view';

export { mountRemoteView, type RemoteView, type RemoteViewOptions } from './view';

let config: Promise<RemoteViewConfig> | null = null;

/** The allow-lists, fetched once per page (a failure is not kept: the next view asks again). */
function remoteViewConfig(): Promise<RemoteViewConfig> {
  config ??= api.request({ service: 'web', path: CONFIG_CALL_PATH, schema: RemoteViewConfigSchema }).catch((err: unknown) => {
    config = null;
    throw err;
  });
  return config;
}

/** Mounts the view at `url` in `host`; the config call failing counts as a view that failed (same-origin views only then). */
export async function renderRemoteView(host: HTMLElement, options: Omit<RemoteViewOptions, 'config'>): Promise<RemoteView> {
  const resolved = await remoteViewConfig().catch((err: unknown) => {
    console.error('remote-view config could not be loaded; only same-origin views and scripts are allowed', err);
    return { viewOrigins: [], scriptOrigins: [], codeToEval: false } satisfies RemoteViewConfig;
  });
  return mountRemoteView(host, { ...options, config: resolved });
}
