/**
 * Registers the service worker (root-config/service-worker/sw.ts, served at /sw.js with scope /), called by
 * the root config once the page has loaded and a delay has passed (it never competes with the first visit).
 * - no `navigator.serviceWorker` (an old browser, plain http), or a page embedded in another site: nothing;
 * - `enabled: false` (env `serviceWorker`, the server's `KICKOFF_SERVICE_WORKER=off`): the kill switch,
 *   every registration of this origin is unregistered, so a faulty worker can be withdrawn by configuration;
 * - otherwise `register('/sw.js', { scope: '/' })`.
 * Every failure is logged (account spec §8 "Service worker failures: logged"), never thrown: a rejected
 * registration or unregistration, an `error` event on the container, and a worker that becomes `redundant`
 * while installing (its install step failed).
 */

export type ServiceWorkerLog = (message: string, err: unknown) => void;

export interface ServiceWorkerOptions {
  /** The env switch; false unregisters any worker of this origin. */
  enabled: boolean;
  /** The page runs inside another site's page (an embed): it must not take over that origin's paths. */
  embedded: boolean;
  /** Default: `console.error(message, err)`. */
  log?: ServiceWorkerLog;
}

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

const consoleLog: ServiceWorkerLog = (message, err) => console.error(message, err);

/** Logs the install failure of `worker`: redundant straight from `installing` (not a replaced old worker). */
function watchInstall(worker: ServiceWorker | null, log: ServiceWorkerLog): void {
  if (!worker) return;
  let last = worker.state;
  const onChange = (): void => {
    if (worker.state === 'redundant') {
      if (last === 'installing') log('service worker: install failed', new Error(`${worker.scriptURL} became redundant while installing`));
      worker.removeEventListener('statechange', onChange);
    }
    last = worker.state;
  };
  worker.addEventListener('statechange', onChange);
}

async function unregisterAll(container: ServiceWorkerContainer, log: ServiceWorkerLog): Promise<void> {
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (err) {
    log('service worker: unregistering failed', err);
  }
}

/** Resolves when the registration (or the kill switch) has settled; never rejects. */
export async function registerServiceWorker(opts: ServiceWorkerOptions): Promise<void> {
  const log = opts.log ?? consoleLog;
  const container = typeof navigator === 'undefined' ? undefined : (navigator.serviceWorker as ServiceWorkerContainer | undefined);
  if (!container || opts.embedded) return;
  if (!opts.enabled) return unregisterAll(container, log);
  // Not in the DOM typings any more, but browsers have fired it for worker errors.
  container.addEventListener('error', (event) => log('service worker: error', event));
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    watchInstall(registration.installing, log);
    registration.addEventListener('updatefound', () => watchInstall(registration.installing, log));
  } catch (err) {
    log('service worker: registration failed', err);
  }
}
