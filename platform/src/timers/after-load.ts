/**
 * Work that must stay off the first visit's critical path (prefetch, the service worker, the domain
 * checker, the update watch, icon styles, the registration reminder, the ad-blocker check) starts only
 * once the page has loaded and then a delay has passed.
 */

/** Runs `then` once the page's load event has fired (at once if it has). */
export function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** Runs `then` `delayMs` after the load event (spec §9's idle time for prefetch is 2000 ms). */
export function afterLoadAndDelay(delayMs: number, then: () => void): void {
  afterLoad(() => setTimeout(then, delayMs));
}
