/**
 * The registration reminder runtime (shell-parcels/src/registration-reminder/runtime.ts) against a
 * stubbed config group: due after the configured delay, shown as a notice whose button starts
 * registration, the next time stored; held while a modal is open and shown once it closes; nothing for a
 * stored time still ahead; a bad config is logged.
 */
import { $modalStack, $visibleNotifications, closeModal, openModal, whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { NEXT_KEY, startRegistrationReminder } from '../../shell-parcels/src/registration-reminder/runtime';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';
import { json, stubFetch } from '../support/fetch-stub';
import { waitFor } from '../support/wait';

describe('registration reminder', () => {
  let group: unknown;
  let restoreFetch: () => void;
  let stop: (() => void) | null;
  let logged: unknown[];
  const error = console.error;
  const reminders = () => $visibleNotifications.get().filter((n) => n.group === 'registration-reminder');

  beforeEach(async () => {
    resetPlatformState();
    localStorage.clear();
    setLanguage('en');
    await whenTextsReady('en');
    group = { delay: 0, interval: 10 };
    logged = [];
    console.error = (...args: unknown[]) => void logged.push(args[0]);
    restoreFetch = stubFetch((url) => (url.pathname.endsWith('/config/group/get') ? json({ groups: { 'registration-reminder': group } }) : json({}, 404)));
    stop = null;
  });
  afterEach(() => {
    stop?.();
    restoreFetch();
    console.error = error;
    localStorage.clear();
  });

  it('shows after the delay with a sign-up button and stores the next time, interval minutes on', async () => {
    const before = Date.now();
    stop = startRegistrationReminder();
    await waitFor(() => reminders().length === 1, 'the reminder');
    const [notice] = reminders();
    equal(notice?.title, 'registration-reminder:title');
    equal(notice?.actions[0]?.labelKey, 'registration-reminder:action');
    const next = Number(JSON.parse(localStorage.getItem(NEXT_KEY) ?? 'null'));
    ok(next >= before + 600_000 && next <= Date.now() + 600_000, `next in 10 minutes: ${next - before}`);
    const action = notice?.actions[0];
    ok(action && 'run' in action);
    if (action && 'run' in action) action.run();
    equal($modalStack.get().at(-1)?.id, 'registration', 'the button opens registration');
    equal(logged.length, 0);
  });

  it('waits while a modal is open and shows once it closes', async () => {
    openModal('login');
    stop = startRegistrationReminder();
    await new Promise((r) => setTimeout(r, 150));
    equal(reminders().length, 0, 'not over the login form');
    closeModal('login');
    await waitFor(() => reminders().length === 1, 'the reminder after the modal');
  });

  it('a stored next time still ahead: nothing now', async () => {
    localStorage.setItem(NEXT_KEY, JSON.stringify(Date.now() + 3_600_000));
    stop = startRegistrationReminder();
    await new Promise((r) => setTimeout(r, 150));
    equal(reminders().length, 0);
  });

  it('a malformed config group is logged and shows nothing', async () => {
    group = { delay: 'soon' };
    stop = startRegistrationReminder();
    await waitFor(() => logged.length > 0, 'the log');
    equal(logged[0], 'registration reminder: no config');
    equal(reminders().length, 0);
  });
});
