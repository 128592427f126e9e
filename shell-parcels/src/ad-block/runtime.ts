/**
 * The ad-blocker notice (shell spec §1, §8): titled "the site is blocked by the ad blocker", with how to turn
 * it off; once per browser session, and only when ./detect.ts finds a blocker.
 */
import { addInlineTexts, notify, whenTextsReady } from '@kickoff/platform';
import { adBlockerActive } from './detect';

export const SHOWN_KEY = 'kickoff.adBlockNotice';

const text = addInlineTexts('ad-block', {
  ru: {
    title: 'Сайт заблокирован блокировщиком рекламы',
    text: 'Блокировщик рекламы скрывает части сайта: коэффициенты, баннеры акций и игры могут не показываться. Отключите его для этого сайта или добавьте сайт в исключения и обновите страницу.',
  },
  en: {
    title: 'The site is blocked by the ad blocker',
    text: 'Your ad blocker hides parts of the site: odds, promotion banners and games may not show. Turn it off for this site or add the site to its exceptions, then reload the page.',
  },
});

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    /* storage unavailable: it may show again on the next page */
  }
}

export async function checkAdBlocker(doc: Document = document): Promise<boolean> {
  if (shownThisSession() || !(await adBlockerActive(doc))) return false;
  await whenTextsReady();
  notify({ type: 'alert', group: 'ad-block', severity: 'warning', title: text('title'), text: text('text'), autoCloseMs: null });
  rememberShown();
  return true;
}
