/**
 * The shell's protection runtime for a signed-in player (shell spec §4; issue 12 item 3), loaded on
 * use when a player signs in: the reality check (./reality-check.ts), the session-limit ping
 * (./session-ping.ts), automatic logoff on inactivity (./inactivity.ts) and the prompt for a matured
 * deposit-limit change. Its dialogs render in a root of their own (./ProtectionDialogs.tsx).
 */
import { createRoot } from 'react-dom/client';
import { $siteConfig, addTranslations, getWebStorage, logout, systemClock, type Clock } from '@kickoff/platform';
import { limitsCalls, LimitStates, LimitTypes, LIMIT_APPROVAL_SECONDS, type Limit } from '@kickoff/platform-wallet';
import { closeDialog, showDialog, $dialogs } from './dialog-state';
import { startInactivity } from './inactivity';
import { ProtectionDialogs, type ProtectionActions } from './ProtectionDialogs';
import { startRealityCheck, type RealityCheck } from './reality-check';
import { startSessionPing } from './session-ping';

addTranslations('protection', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });

/** Set when the inactivity logoff signs the player out; the next page load says why (./start.ts). */
export const AUTO_LOGOFF_FLAG = 'kk.autoLoggedOff';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

const activeValue = (limits: readonly Limit[], type: number): number | null =>
  limits.find((l) => l.limitType === type && l.limitState === LimitStates.active)?.limitValue ?? null;

const mediaPlaying = (): boolean => [...document.querySelectorAll('audio, video')].some((m) => m instanceof HTMLMediaElement && !m.paused && !m.ended);

export function startProtection(userId: number, clock: Clock = systemClock): () => void {
  const stops: Array<() => void> = [];
  const host = document.body.appendChild(document.createElement('div'));
  host.dataset['protection'] = '';
  const root = createRoot(host);
  let reality: RealityCheck | null = null;

  const signOut = () => {
    for (const stop of stops) stop();
    void logout();
  };

  const actions: ProtectionActions = {
    realityAnswer(action, doNotShowAgain) {
      closeDialog('reality');
      void limitsCalls
        .realityCheck({ action, do_not_show_again: doNotShowAgain, popup_show_at: Math.floor(clock.now() / 1000) })
        .catch((err: unknown) => console.error('reality-check answer not recorded', err));
      if (action === 'logout') return signOut();
      if (doNotShowAgain) reality?.stop();
      else reality?.restart();
    },
    stay() {
      closeDialog('warn');
      inactivity?.activity();
    },
    sessionEnded() {
      closeDialog('session-ended');
      signOut();
    },
    approve(limitType, action) {
      $dialogs.set($dialogs.get().filter((d) => !(d.kind === 'approve' && d.limit.limitType === limitType)));
      void limitsCalls.action({ limitType, action }).catch((err: unknown) => console.error('limit action failed', err));
    },
  };
  root.render(<ProtectionDialogs actions={actions} />);

  // Inactivity logoff (site config), shared across tabs.
  const config = $siteConfig.get();
  const inactivity = config.isAutoLogoffEnable
    ? startInactivity({
        clock,
        storage: getWebStorage('local'),
        minutes: config.autoLogoffInactiveMinutes,
        mediaPlaying,
        onWarn: () => showDialog({ kind: 'warn' }),
        onLogoff: () => {
          try {
            sessionStorage.setItem(AUTO_LOGOFF_FLAG, '1');
          } catch {
            /* no notice then */
          }
          signOut();
        },
      })
    : null;
  if (inactivity) {
    const onActivity = () => inactivity.activity();
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { passive: true, capture: true });
    stops.push(() => {
      inactivity.stop();
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    });
  }

  // The limits decide the rest.
  limitsCalls.limits().then(
    (limits) => {
      const minutes = activeValue(limits, LimitTypes.realityCheck);
      if (minutes !== null && minutes > 0) {
        reality = startRealityCheck({
          clock,
          storage: getWebStorage('local'),
          userId,
          minutes,
          onDue: () =>
            void limitsCalls.ping().then(
              (ping) => showDialog({ kind: 'reality', playedMs: clock.now() - ping.sessionStartedAt * 1000, netResult: ping.netResult, currency: ping.currency }),
              (err: unknown) => console.error('reality check figures not loaded', err),
            ),
        });
        stops.push(() => reality?.stop());
      }
      if (activeValue(limits, LimitTypes.session) !== null) {
        const ping = startSessionPing({ clock, ping: limitsCalls.ping, onEnded: () => showDialog({ kind: 'session-ended' }), log: (m, err) => console.warn(m, err) });
        stops.push(() => ping.stop());
      }
      for (const pending of limits.filter((l) => l.limitState === LimitStates.pending && l.needApprove)) {
        const due = (pending.startedAt + LIMIT_APPROVAL_SECONDS) * 1000 - clock.now();
        const handle = clock.setTimeout(() => showDialog({ kind: 'approve', limit: pending }), Math.max(0, due));
        stops.push(() => clock.clearTimeout(handle));
      }
    },
    (err: unknown) => console.error('protection: limits not loaded', err),
  );

  return () => {
    for (const stop of stops) stop();
    $dialogs.set([]);
    root.unmount();
    host.remove();
  };
}
