/**
 * The icon stylesheet (dist/ui/icons-<hash>.css, scripts/build/ui-styles.mjs): the shell page names its
 * current version in `<meta name="kickoff-icons-css">`; it is linked once the page has loaded, so the
 * first visit's critical path never waits for decorative icons (`.kk-icon` takes no room until it loads).
 */
export const ICONS_META = 'kickoff-icons-css';

/** Adds the icon sheet's `<link>` to the head (once); false when the page names no icon sheet. */
export function linkIconStyles(doc: Document = document): boolean {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${ICONS_META}"]`);
  const href = meta?.content ?? '';
  if (!href.startsWith('/dist/ui/')) return false;
  if (doc.querySelector(`link[data-kickoff-icons]`)) return true;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const integrity = meta?.dataset['integrity'];
  if (integrity) {
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
  }
  link.dataset['kickoffIcons'] = '';
  link.addEventListener('error', () => console.error('icon styles failed to load', href), { once: true });
  doc.head.appendChild(link);
  return true;
}
