/**
 * The frame's stylesheet as a string (main.ts puts it in a `<style>`; no CSS loader needed): a dark
 * casino look sized for an iframe 100% wide and about 560 px high, two columns when there is room,
 * visible focus rings, controls at least 40 px, and no motion when the player asks for less.
 */
export const FRAME_STYLES = /* css */ `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body {
  background: radial-gradient(ellipse at top, #1c2140 0%, #0b0e1a 70%);
  color: #eef0f8;
  font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.sr-only {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
[hidden] { display: none !important; }
.loading { padding: 24px; text-align: center; color: #aab0c8; }
.frame { display: flex; flex-direction: column; gap: 8px; min-height: 100%; padding: 10px 12px; max-width: 960px; margin: 0 auto; }

.top { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.top h1 { margin: 0; font-size: 18px; flex: 1 1 auto; min-width: 8em; }
.badge { font-size: 12px; font-weight: 600; padding: 3px 8px; border-radius: 999px; }
.badge-fun { background: #3b2f6b; color: #d9ccff; }
.badge-real { background: #0f4d3a; color: #b7f5dd; }
.balance { margin: 0; display: flex; gap: 6px; align-items: baseline; }
.balance span { color: #aab0c8; font-size: 13px; }
.balance-value { font-size: 16px; color: #ffd866; font-variant-numeric: tabular-nums; }

button {
  min-height: 40px; min-width: 40px; padding: 8px 14px; border-radius: 10px;
  border: 1px solid #3a4166; background: #232946; color: #eef0f8; font: inherit; font-weight: 600; cursor: pointer;
}
button:hover:not(:disabled) { background: #2d3560; }
button:disabled { opacity: 0.45; cursor: not-allowed; }
button.primary { background: linear-gradient(#f5b400, #d98e00); border-color: #f5b400; color: #1b1300; min-width: 120px; }
button.primary:hover:not(:disabled) { background: linear-gradient(#ffc52e, #e89c00); }
button.close { background: transparent; }
button.refill { background: #3b2f6b; border-color: #6d5bd0; }
:focus-visible { outline: 3px solid #7dd3fc; outline-offset: 2px; }
input { font: inherit; }

.alert:empty, .result:empty, .field-error:empty { display: none; }
.alert { margin: 0; padding: 8px 12px; border-radius: 8px; background: #4c1620; color: #ffd2d8; border: 1px solid #a3293d; }
.result { margin: 0; padding: 8px 12px; border-radius: 8px; background: #16233f; font-weight: 600; text-align: center; }

.play { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 12px; grid-template-columns: 1fr; }
.play[aria-busy="true"] .board { opacity: 0.8; }
@media (min-width: 640px) { .play { grid-template-columns: minmax(0, 1fr) 240px; align-items: start; } }
.board { min-width: 0; display: flex; justify-content: center; }
.side { display: flex; flex-direction: column; gap: 10px; }
.controls { display: flex; flex-direction: column; gap: 8px; }
.button-row { display: flex; gap: 8px; }
.button-row > button { flex: 1; }

.field { display: flex; flex-direction: column; gap: 4px; }
.field label { font-weight: 600; font-size: 13px; color: #cfd3e6; }
.with-unit { display: flex; align-items: center; gap: 6px; }
.with-unit input {
  flex: 1; min-width: 0; min-height: 40px; padding: 6px 10px; border-radius: 8px;
  border: 1px solid #3a4166; background: #0f1328; color: #eef0f8;
}
.with-unit input[aria-invalid="true"] { border-color: #f87171; }
.unit { color: #aab0c8; font-weight: 600; }
.hint { margin: 0; font-size: 12px; color: #8d93ad; }
.field-error { margin: 0; font-size: 13px; color: #fca5a5; }

.footer { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.rules { flex: 1 1 100%; background: #12172c; border: 1px solid #2a3152; border-radius: 10px; padding: 4px 12px; }
.rules summary { min-height: 40px; display: flex; align-items: center; cursor: pointer; font-weight: 600; }
.rules .rtp { margin: 4px 0; color: #ffd866; }
.rules .facts { margin: 4px 0; padding-left: 18px; color: #cfd3e6; font-size: 13px; }
.paytable-scroll { max-height: 220px; overflow: auto; }
.paytable { width: 100%; border-collapse: collapse; font-size: 13px; }
.paytable th, .paytable td { padding: 4px 6px; border-bottom: 1px solid #232a48; text-align: right; }
.paytable th[scope="row"], .paytable thead th:first-child { text-align: left; font-weight: 400; }

/* Slot */
.slot { display: flex; flex-direction: column; align-items: center; gap: 8px; width: 100%; }
.slot-window { display: grid; gap: 6px; padding: 10px; border-radius: 14px; background: #070a16; border: 2px solid #d98e00; }
.slot-row { display: grid; grid-template-columns: repeat(5, minmax(44px, 72px)); gap: 6px; }
.cell {
  display: grid; place-items: center; aspect-ratio: 1; border-radius: 10px; background: #f6f1e3; color: #b91c1c;
  font-weight: 800; transition: box-shadow 0.2s; overflow: hidden; gap: 0; align-content: center;
}
.cell .glyph { font-size: clamp(22px, 4.5vw, 34px); font-weight: 800; line-height: 1.1; font-family: "DejaVu Sans", "Segoe UI Symbol", Arial, system-ui, sans-serif; }
.cell[data-symbol="Cherry"] .glyph { color: #c62828; }
.cell[data-symbol="Lemon"] .glyph { color: #f9a825; }
.cell[data-symbol="Bell"] .glyph { color: #ef6c00; }
.cell[data-symbol="Clover"] .glyph { color: #2e7d32; }
.cell[data-symbol="Horseshoe"] .glyph { color: #6d4c41; }
.cell[data-symbol="Seven"] .glyph { color: #b71c1c; }
.cell[data-symbol="Crown"] .glyph { color: #b8860b; }
.cell[data-symbol="Diamond"] .glyph { color: #1565c0; }
.cell .name { font-size: 10px; font-weight: 600; color: #4b3a1a; line-height: 1.1; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.cell.win { box-shadow: 0 0 0 3px #ffd866, 0 0 14px #ffd866; background: #fff7d1; }
.slot-window.spun .cell { animation: land 0.35s ease-out; }
@keyframes land { from { transform: translateY(-30%); opacity: 0.2; } to { transform: none; opacity: 1; } }
.slot-lines { margin: 0; padding: 0; list-style: none; font-size: 13px; text-align: center; color: #ffd866; }
.slot-lines .muted { color: #8d93ad; }

/* Crash */
.crash { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; width: 100%; min-height: 200px;
  border-radius: 14px; background: linear-gradient(160deg, #10183a, #0a0d1c); border: 1px solid #2a3152; }
.crash-meter { margin: 0; font-size: clamp(44px, 10vw, 72px); font-weight: 800; font-variant-numeric: tabular-nums; }
.crash-meter.reached { color: #4ade80; }
.crash-meter.crashed { color: #f87171; }
.crash-outcome { margin: 0; font-weight: 600; }
.crash-outcome.reached { color: #86efac; }
.crash-outcome.crashed { color: #fca5a5; }

/* Wheel */
.wheel { display: flex; flex-direction: column; align-items: center; gap: 8px; }
.wheel-ring { position: relative; width: min(300px, 70vw); aspect-ratio: 1; }
.wheel-pointer {
  position: absolute; top: -6px; left: 50%; transform: translateX(-50%); z-index: 1;
  border: 12px solid transparent; border-top: 20px solid #ffd866; border-bottom: 0;
}
.wheel-disc {
  list-style: none; margin: 0; padding: 0; position: absolute; inset: 0; border-radius: 50%;
  border: 4px solid #d98e00; background: #2a2f45; transition: transform 1.4s cubic-bezier(0.15, 0.7, 0.2, 1);
}
.wheel-disc.still { transition: none; }
.segment {
  position: absolute; left: 50%; top: 50%; width: 0; height: 0;
  transform: rotate(var(--angle)) translateY(calc(min(300px, 70vw) * -0.42));
}
.segment span { position: absolute; transform: translate(-50%, -50%); font-size: 10px; font-weight: 700; color: #fff; }
.segment.landed span { color: #ffd866; font-size: 13px; text-shadow: 0 0 6px #000; }
.segment.landed::after {
  content: ""; position: absolute; width: 14px; height: 14px; border-radius: 50%;
  transform: translate(-50%, -50%); box-shadow: 0 0 0 3px #ffd866;
}
.wheel-landed { margin: 0; font-weight: 600; min-height: 1.4em; }

/* Keno */
.keno { width: 100%; }
.keno-board { display: grid; grid-template-columns: repeat(10, minmax(0, 1fr)); gap: 4px; }
.keno-number { min-width: 0; padding: 0; border-radius: 8px; font-variant-numeric: tabular-nums; }
.keno-number[aria-pressed="true"] { background: #f5b400; border-color: #ffd866; color: #1b1300; }
.keno-number.drawn { box-shadow: inset 0 0 0 3px #60a5fa; }
.keno-number.hit { background: #16a34a; border-color: #86efac; color: #fff; }
.keno-status { margin: 0; font-weight: 600; }

/* Cards */
.cards { display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%; }
.card-face {
  display: grid; place-items: center; width: 110px; height: 154px; border-radius: 12px;
  background: #fdfcf7; font-size: 44px; font-weight: 800; box-shadow: 0 6px 18px #0008;
}
.card-face.red { color: #c81e1e; }
.card-face.black { color: #111827; }
.card-face.empty { background: repeating-linear-gradient(45deg, #2b3470, #2b3470 8px, #222a5c 8px, #222a5c 16px); color: #8d93ad; }
.cards-value { margin: 0; font-weight: 700; color: #ffd866; }
.cards-status { margin: 0; min-height: 1.4em; }
.cards-history { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; justify-content: center; }
.cards-history li { padding: 2px 6px; border-radius: 6px; background: #fdfcf7; color: #111827; font-weight: 700; font-size: 13px; }
.guess { display: flex; flex-direction: column; align-items: center; line-height: 1.1; }
.guess .odds { font-size: 12px; font-weight: 400; color: #ffd866; }
button.collect { background: #0f4d3a; border-color: #22c55e; }

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
`;
