/**
 * The ad-blocker notice (shell-parcels/src/ad-block/): a page whose styles hide ad-like elements (what an
 * ad blocker's cosmetic filters do) gets the notice once per session; a page without a blocker gets none,
 * and the bait never stays in the page.
 */
import { $visibleNotifications, whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { BAIT_CLASSES } from '../../shell-parcels/src/ad-block/detect';
import { checkAdBlocker, SHOWN_KEY } from '../../shell-parcels/src/ad-block/runtime';
import { resetPlatformState } from '../support/platform-state';
import { equal } from '../support/assert';

describe('ad-blocker notice', () => {
  let filter: HTMLStyleElement | null = null;
  const notices = () => $visibleNotifications.get().filter((n) => n.group === 'ad-block');
  const bait = () => document.querySelector(`.${BAIT_CLASSES[0]}`);

  beforeEach(async () => {
    resetPlatformState();
    sessionStorage.clear();
    setLanguage('en');
    await whenTextsReady('en');
  });
  afterEach(() => {
    filter?.remove();
    filter = null;
    sessionStorage.clear();
  });

  it('no blocker: no notice, no bait left', async () => {
    equal(await checkAdBlocker(), false);
    equal(notices().length, 0);
    equal(bait(), null);
  });

  it('a cosmetic filter hiding ad-like elements: the notice, once per session', async () => {
    filter = document.createElement('style');
    filter.textContent = '.adsbox { display: none !important; }';
    document.head.append(filter);
    equal(await checkAdBlocker(), true);
    const [notice] = notices();
    equal(notice?.title, 'ad-block:title');
    equal(notice?.severity, 'warning');
    equal(notice?.autoCloseMs, null);
    equal(sessionStorage.getItem(SHOWN_KEY), '1');
    equal(bait(), null, 'the bait is removed');
    equal(await checkAdBlocker(), false, 'not again this session');
    equal(notices().length, 1);
  });
});
