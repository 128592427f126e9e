/**
 * Same-origin link clicks become single-spa navigations (no full page load). Modified clicks,
 * targets, downloads, hash links and other origins keep the browser's behaviour.
 */
import { navigateToUrl } from 'single-spa';

export function interceptLinks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = event.composedPath();
    const anchor = path.find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
    if (!anchor || !anchor.href || anchor.target || anchor.hasAttribute('download') || anchor.dataset['external'] !== undefined) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    if (url.pathname.startsWith('/dist/') || url.pathname.startsWith('/importmap')) return;
    event.preventDefault();
    navigateToUrl(`${url.pathname}${url.search}${url.hash}`);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
