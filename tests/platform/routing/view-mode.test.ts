import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideViewMode, isIpadLike } from '../../../platform/src/routing/view-mode';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const IPAD_UA = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const base = { search: '', stored: undefined, userAgent: DESKTOP_UA, maxTouchPoints: 0 } as const;

test('iPad-like: an iPad user agent, or a Mac user agent with touch points (iPadOS desktop mode); a Mac without touch is not', () => {
  assert.equal(isIpadLike(IPAD_UA, 5), true);
  assert.equal(isIpadLike(MAC_UA, 5), true);
  assert.equal(isIpadLike(MAC_UA, 0), false);
  assert.equal(isIpadLike(DESKTOP_UA, 10), false, 'a touch laptop is not an iPad');
});

test('platform_type forces the view, is remembered, and wins over device detection (account spec §2 guards)', () => {
  assert.deepEqual(decideViewMode({ ...base, search: '?platform_type=mobile' }), { mode: 'mobile', remember: 'mobile' });
  assert.deepEqual(decideViewMode({ ...base, search: '?platform_type=1' }), { mode: 'mobile', remember: 'mobile' }, 'any value forces mobile');
  assert.deepEqual(decideViewMode({ ...base, search: '?platform_type=Desktop', userAgent: IPAD_UA, maxTouchPoints: 5 }), { mode: 'desktop', remember: 'desktop' });
  assert.deepEqual(decideViewMode({ ...base, search: '?platform_type=', userAgent: IPAD_UA, maxTouchPoints: 5 }), { mode: 'mobile', remember: null }, 'an empty value is no choice');
});

test('without platform_type: the session choice, else iPad-like devices go mobile, else the layout follows the width', () => {
  assert.deepEqual(decideViewMode({ ...base, stored: 'desktop', userAgent: IPAD_UA, maxTouchPoints: 5 }), { mode: 'desktop', remember: null });
  assert.deepEqual(decideViewMode({ ...base, userAgent: MAC_UA, maxTouchPoints: 5 }), { mode: 'mobile', remember: null });
  assert.deepEqual(decideViewMode(base), { mode: 'auto', remember: null });
});
