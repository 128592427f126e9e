/**
 * `<kickoff-login-button>` with the shell's real parcel (a fake SystemJS): "Log in" for a guest that
 * opens the login modal on Kickoff's own pages; on a page of another origin a link to the Kickoff
 * site's login page with the page as return URL, whose click dispatches `kickoff-login-needed` on
 * the element first — a host that prevents it keeps the player on the page. For a signed-in player
 * "Logged in", never the name.
 */
import * as shell from '../../shell-parcels/src/embed/index';
import '../../embeds/src/index';
import { $modalStack } from '@kickoff/platform';
import { embedFrom } from '../../platform/src/env/env';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { addElement, shadowOf } from '../support/elements';
import { openEmbedPage } from '../support/embed-page';
import { waitFor } from '../support/wait';
import { equal, ok } from '../support/assert';

const control = (element: Element) => shadowOf(element).querySelector<HTMLElement>('.kk-embed-login');

describe('<kickoff-login-button> with the real parcel', () => {
  let closePage: () => Promise<void>;
  /** Clicks the page lets through; every click's default is prevented here at the end, so the test page stays. */
  let followed: string[];
  const stopNavigation = (event: Event) => {
    if (!event.defaultPrevented) followed.push((event.composedPath()[0] as HTMLAnchorElement).getAttribute?.('href') ?? '');
    event.preventDefault();
  };

  beforeEach(async () => {
    closePage = await openEmbedPage({ modules: { '@kickoff/shell-embeds': shell }, elements: 'kickoff-login-button' });
    followed = [];
    window.addEventListener('click', stopNavigation);
  });

  afterEach(async () => {
    await closePage();
    window.removeEventListener('click', stopNavigation);
    resetPlatformState();
  });

  it("a guest on Kickoff's own pages: Log in opens the login modal, no event", async () => {
    const element = await addElement('kickoff-login-button');
    await waitFor(() => control(element) !== null, 'the button');
    const needed: Event[] = [];
    element.addEventListener('kickoff-login-needed', (e) => needed.push(e));
    equal(control(element)?.localName, 'button');
    equal(control(element)?.textContent, 'Log in');
    control(element)?.click();
    equal($modalStack.get().at(-1)?.id, 'login', 'the login modal');
    equal(needed.length, 0);
  });

  it('a guest on another origin: a link to the Kickoff login with the page as return URL; the click emits kickoff-login-needed and is followed', async () => {
    embedFrom('https://kickoff.example/embeds/index-ABC.js');
    const element = await addElement('kickoff-login-button');
    await waitFor(() => control(element) !== null, 'the button');
    const link = control(element) as HTMLAnchorElement;
    equal(link.localName, 'a');
    equal(link.textContent, 'Log in');
    const expected = `https://kickoff.example/en/login?returnUrl=${encodeURIComponent(window.location.href)}`;
    equal(link.getAttribute('href'), expected);
    const needed: CustomEvent[] = [];
    element.addEventListener('kickoff-login-needed', (e) => needed.push(e as CustomEvent));
    link.click();
    equal(needed.length, 1);
    equal(needed[0]?.target, element, 'dispatched on the element (as the host page sees it)');
    equal(needed[0]?.bubbles && needed[0]?.composed && needed[0]?.cancelable, true, 'bubbling, composed, cancelable');
    equal(JSON.stringify(needed[0]?.detail), JSON.stringify({ loginUrl: expected, returnUrl: window.location.href }));
    equal(followed.join(','), expected, 'the link is followed');
    equal($modalStack.get().length, 0, 'no modal on a third-party page');
  });

  it('a host page that calls preventDefault() on kickoff-login-needed keeps the player on the page', async () => {
    embedFrom('https://kickoff.example/embeds/index-ABC.js');
    const element = await addElement('kickoff-login-button');
    await waitFor(() => control(element) !== null, 'the button');
    let heard = 0;
    document.addEventListener('kickoff-login-needed', (e) => {
      heard += 1;
      e.preventDefault();
    }, { once: true });
    control(element)?.click();
    equal(heard, 1, 'the document hears it');
    equal(followed.length, 0, 'the link is not followed');
  });

  it('a signed-in player sees "Logged in", never the name', async () => {
    setSessionUser(10000001);
    const element = await addElement('kickoff-login-button');
    await waitFor(() => control(element)?.getAttribute('data-state') === 'logged-in', 'logged in');
    equal(control(element)?.textContent, 'Logged in');
    const shown = shadowOf(element).textContent ?? '';
    ok(!shown.includes('10000001'), `no player id or name: ${shown}`);
    setSessionUser(null);
    await waitFor(() => control(element)?.textContent === 'Log in', 'a guest again after logout');
  });
});
