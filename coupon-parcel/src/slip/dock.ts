/**
 * The coupon dock: on the two-column layout a coupon kept in view (the player's "keep the bet slip in
 * view" setting; the root config's base.css `.kk-slot--coupon:has([data-fixed])`) sticks under the
 * window's top edge and is never taller than the part of the window below its own top, so its bottom,
 * where the slip keeps its stake and bet button, is always on screen. CSS cannot know how far the
 * column's top is from the window's top before the page scrolls past the header: this writes it as
 * `--kk-coupon-top` (px) on the document element, the layout's custom property, once a frame at most
 * and only when it changes. It runs while a slip is mounted (the slip loads on use, so the home
 * page's first visit carries none of it).
 */
export function startCouponDock(slip: HTMLElement): () => void {
  const root = document.documentElement;
  // The layout slot the slip is mounted in (the root config's `data-slot` contract): its top does not
  // move when the column scrolls inside itself; without one (an embedded coupon) the slip's own.
  const column = slip.closest<HTMLElement>('[data-slot]') ?? slip;
  let frame = 0;
  let written = -1;
  const measure = (): void => {
    frame = 0;
    const top = Math.max(0, Math.round(column.getBoundingClientRect().top));
    if (top === written) return;
    written = top;
    root.style.setProperty('--kk-coupon-top', `${top}px`);
  };
  const schedule = (): void => {
    if (frame === 0) frame = requestAnimationFrame(measure);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // The header's height changes as its parcels load and as notices open or close.
  const resized = new ResizeObserver(schedule);
  resized.observe(document.body);
  measure();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    resized.disconnect();
    if (frame !== 0) cancelAnimationFrame(frame);
    root.style.removeProperty('--kk-coupon-top');
  };
}
