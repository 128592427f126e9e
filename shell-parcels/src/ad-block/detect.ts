/**
 * Whether an ad blocker hides page elements (shell spec §1 "an ad-blocker notice", §8 its text): a bait element with the
 * class names ad blockers' cosmetic filters hide is put off-screen for two frames; hidden, collapsed or
 * removed means a blocker is at work. Such blockers also hide or break parts of a betting site (banners,
 * promo tiles, partner frames), which is why the site asks to turn them off.
 */
export const BAIT_CLASSES = ['adsbox', 'ad-banner', 'ad-placement', 'pub_300x250', 'textads'];

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

export async function adBlockerActive(doc: Document = document): Promise<boolean> {
  const bait = doc.createElement('div');
  bait.className = BAIT_CLASSES.join(' ');
  bait.setAttribute('aria-hidden', 'true');
  bait.textContent = '\u00a0';
  Object.assign(bait.style, { position: 'absolute', left: '-10000px', top: '-10000px', width: '1px', height: '1px' });
  doc.body.appendChild(bait);
  try {
    await nextFrame();
    await nextFrame();
    if (!bait.isConnected) return true;
    const style = doc.defaultView?.getComputedStyle(bait);
    return bait.offsetHeight === 0 || style?.display === 'none' || style?.visibility === 'hidden';
  } finally {
    bait.remove();
  }
}
