/**
 * The demo landing view's one script (served at DEMO_SCRIPT_PATH, listed in the view's `scriptsToLoad`
 * with its SRI hash): a countdown to the game's start in every `time[data-countdown-to]` of the page,
 * `h:mm:ss`, ticking once a second. A classic script with no inline code, so the shell CSP lets it run.
 */
import { createHash } from 'node:crypto';

export const DEMO_SCRIPT_PATH = '/demo-remote-views/assets/countdown.js';

export const DEMO_SCRIPT = `(function () {
  'use strict';
  var pad = function (n) { return n < 10 ? '0' + n : String(n); };
  var tick = function () {
    var now = Date.now();
    document.querySelectorAll('time[data-countdown-to]').forEach(function (el) {
      var left = Math.max(0, Math.round((Number(el.getAttribute('data-countdown-to')) - now) / 1000));
      el.textContent = Math.floor(left / 3600) + ':' + pad(Math.floor(left / 60) % 60) + ':' + pad(left % 60);
      el.setAttribute('data-ticking', '');
    });
  };
  tick();
  setInterval(tick, 1000);
})();
`;

/** `sha384-…` of the script's bytes, as the view's reply names it. */
export const DEMO_SCRIPT_INTEGRITY = `sha384-${createHash('sha384').update(DEMO_SCRIPT, 'utf8').digest('base64')}`;
