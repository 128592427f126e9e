/** Scroll-to-top: appears after one screen on desktop, four on mobile (shell spec §9); angle or arrow icon. */
import { useEffect, useState } from 'react';
import { $siteConfig, useStore, useT } from '@kickoff/platform';

export const MOBILE_BREAKPOINT = 768;
export const thresholdScreens = (width: number): number => (width < MOBILE_BREAKPOINT ? 4 : 1);

export function ScrollToTop() {
  const t = useT();
  const { scrollToTopType } = useStore($siteConfig);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setVisible(window.scrollY > window.innerHeight * thresholdScreens(window.innerWidth));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="kk-scroll-top" aria-label={t('scroll_to_top')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">{scrollToTopType === 'angle' ? '⌃' : '↑'}</span>
    </button>
  );
}
