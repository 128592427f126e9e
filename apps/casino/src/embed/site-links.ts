/**
 * Links that work where an embed renders: the catalogue's tiles link with site paths (`/ru/slots/…`),
 * which on a page of another origin would point at that origin. While an embed is mounted there, every
 * path link inside it is made absolute on the Kickoff origin (`siteUrl`), also after React re-renders
 * (a mutation observer: its callback runs before the page paints). On Kickoff's own pages it does nothing.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { siteUrl } from '@kickoff/platform';

/** Makes the path links under `root` absolute on the Kickoff origin (nothing on Kickoff's own pages). */
export function absolutizeLinks(root: ParentNode): void {
  for (const a of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    const path = a.getAttribute('href') ?? '';
    const url = siteUrl(path);
    if (url !== path) a.setAttribute('href', url);
  }
}

export function useSiteLinks(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || siteUrl('/') === '/') return undefined;
    absolutizeLinks(root);
    const observer = new MutationObserver(() => absolutizeLinks(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
    return () => observer.disconnect();
  }, [ref]);
}
