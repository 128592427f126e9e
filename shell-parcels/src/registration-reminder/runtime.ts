/**
 * The registration reminder for a visitor (a chunk loaded by ./start.ts for guests only): reads the
 * `registration-reminder` config group, waits until the stored next time (or `delay` seconds on a first
 * visit), then, as soon as no modal and no auth form is open, shows a notice with a "Sign up" button and
 * stores the next time (`interval` minutes on). Signing in stops it. Rules: ./schedule.ts.
 */
import * as v from 'valibot';
import {
  $isAuthorized, $language, $modalStack, $route, $siteConfig, getWebStorage, loadConfigGroups, notify, readStored,
  RegistrationReminderGroupSchema, removeStored, whenTextsReady, writeStored,
} from '@kickoff/platform';
import { registrationButton } from '../auth/registration-entry';
import { openRegistration } from '../auth/open-registration';
import { firstDue, mayShow, nextAfterShown } from './schedule';
import { text } from './texts';

export const NEXT_KEY = 'kickoff.registrationReminder.next';
const NextSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export interface ReminderDeps {
  now?: () => number;
}

/** Starts the reminder; answers the stop function. */
export function startRegistrationReminder(deps: ReminderDeps = {}): () => void {
  const now = deps.now ?? Date.now;
  const storage = getWebStorage('local');
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const unsubscribers: Array<() => void> = [];

  const state = () => ({
    guest: !$isAuthorized.get(),
    registrationOpen: registrationButton($siteConfig.get()).shown,
    modalOpen: $modalStack.get().length > 0,
    routeName: $route.get()?.name ?? null,
  });

  const show = async (config: v.InferOutput<typeof RegistrationReminderGroupSchema>) => {
    await whenTextsReady();
    if (stopped || !mayShow(state())) return;
    notify({
      type: 'alert',
      group: 'registration-reminder',
      severity: 'info',
      title: text('title'),
      text: text('text'),
      actions: [{ labelKey: text('action'), run: () => void openRegistration() }],
    });
    const next = nextAfterShown(now(), config);
    if (next === null) removeStored(storage, NEXT_KEY);
    else writeStored(storage, NEXT_KEY, next);
    if (next !== null) schedule(config, next);
  };

  /** At `due`, shows it when it may; otherwise waits for the modal or the auth form to close. */
  const schedule = (config: v.InferOutput<typeof RegistrationReminderGroupSchema>, due: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (stopped || !state().guest) return;
      if (mayShow(state())) {
        void show(config);
        return;
      }
      const retry = () => {
        if (!mayShow(state())) return;
        for (const off of unsubscribers.splice(0)) off();
        void show(config);
      };
      unsubscribers.push($modalStack.listen(retry), $route.listen(retry));
    }, Math.max(0, due - now()));
  };

  // The one-tap prompt (social sign-in) is for guests too; its chunk loads only where the site turns it on.
  if ($siteConfig.get()?.isOneTapAuthEnabled) {
    import('../one-tap/runtime').then(
      (m) => m.offerOneTap(),
      (err: unknown) => console.error('one-tap prompt not loaded', err),
    );
  }

  loadConfigGroups(['registration-reminder'], $language.get())
    .then((groups) => {
      const config = v.parse(RegistrationReminderGroupSchema, groups['registration-reminder']);
      if (!stopped) schedule(config, firstDue(now(), readStored(storage, NEXT_KEY, NextSchema) ?? null, config));
    })
    .catch((err: unknown) => console.error('registration reminder: no config', err));

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const off of unsubscribers.splice(0)) off();
  };
}
