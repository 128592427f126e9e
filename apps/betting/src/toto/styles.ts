/**
 * Styles of the toto page (the pick grid, the stake, coupons), registered when the page's chunk loads
 * (`registerStyles('betting-toto', …)`), so the home page's first visit does not carry them. Kept as a
 * string module: the page is also loaded by the browser tests, which import no CSS files.
 */
export const totoCss = `
.kk-toto-grid ol { list-style: none; margin: 0 0 12px; padding: 0; display: grid; gap: 6px; }
.kk-toto-grid fieldset { display: grid; grid-template-columns: minmax(0, 1fr) repeat(3, 48px); align-items: center; gap: 6px; border: 1px solid var(--kk-border); border-radius: var(--kk-radius); padding: 6px 10px; margin: 0; }
.kk-toto-grid legend { float: left; padding: 0; }
.kk-toto-grid__pick { display: inline-flex; align-items: center; justify-content: center; gap: 4px; min-height: 36px; border-radius: 6px; background: var(--kk-surface-2); cursor: pointer; border: 1px solid transparent; font: inherit; color: inherit; }
.kk-toto-grid__pick[aria-pressed='true'] { background: var(--kk-brand); color: var(--kk-brand-text); }
.kk-toto-grid__pick:focus-visible { outline: none; box-shadow: var(--kk-focus); }
.kk-toto-grid__stake { display: flex; flex-wrap: wrap; align-items: end; gap: 12px; margin-bottom: 12px; }
.kk-toto-grid__stake .kk-field { max-width: 220px; }
.kk-toto-grid__total { margin: 0; font-weight: 700; }
.kk-toto-coupon__status { font-size: 14px; font-weight: 600; color: var(--kk-muted); }
.kk-toto-coupon__status--won { color: var(--kk-accent); }
.kk-toto-draw { display: grid; gap: 6px; }
.kk-toto-results { margin: 0; padding-left: 20px; columns: 2 260px; }
`;
