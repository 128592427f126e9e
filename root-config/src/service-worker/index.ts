/**
 * Starts the service worker from the root config: once the page has loaded and SERVICE_WORKER_DELAY_MS
 * more have passed (after the prefetch and the domain check, never on the first visit's critical path),
 * with the env switch (`serviceWorker: false` is the kill switch) and not in a frame of another page.
 */
import { getEnv, afterLoadAndDelay } from '@kickoff/platform';

export const SERVICE_WORKER_DELAY_MS = 5000;

/** A page inside a frame (another site's, or a Kickoff page framed by a partner) does not register. */
const framed = (): boolean => window.self !== window.top;

export function startServiceWorker(delayMs = SERVICE_WORKER_DELAY_MS): void {
  afterLoadAndDelay(delayMs, () => {
    // The registration code is its own chunk: the first visit's critical path carries this timer only.
    import('./register').then(
      ({ registerServiceWorker }) => registerServiceWorker({ enabled: getEnv().serviceWorker !== false, embedded: framed() }),
      (err: unknown) => console.error('service worker: registration code did not load', err),
    );
  });
}
