/**
 * Screen-width classes on <html> (account spec §4 "Screen widths are classed as low, small, tablet or below
 * full-HD"; thresholds ours, docs/architecture.md "Display preferences"). Flags, each on while the viewport
 * is narrower than its width: kk-screen-below-fullhd < 1920, kk-screen-low < 1152 (the page is one column
 * there), kk-screen-tablet < 1024, kk-screen-small < 768. Updated on resize at most every 100 ms (account
 * spec §6 "Resize throttle: 100 ms"). On the first visit: kept tiny.
 */
export const SCREEN_CLASSES: Readonly<Record<string, number>> = { 'below-fullhd': 1920, low: 1152, tablet: 1024, small: 768 };
export const RESIZE_THROTTLE_MS = 100;

export function watchScreenClasses(win: Window = window): void {
  let timer: ReturnType<typeof setTimeout> | 0 = 0;
  const apply = () => {
    timer = 0;
    for (const name in SCREEN_CLASSES) win.document.documentElement.classList.toggle(`kk-screen-${name}`, win.innerWidth < (SCREEN_CLASSES[name] ?? 0));
  };
  win.addEventListener('resize', () => {
    timer ||= setTimeout(apply, RESIZE_THROTTLE_MS);
  });
  apply();
}
