/**
 * The office frame around every office screen: the player's summary (name, account number, balance of
 * the active account, bonuses, a deposit link when deposits are allowed), the office menu beside the
 * screen (above it on narrow screens), and the screen itself. A self-excluded or timed-out player
 * sees above it that he may only withdraw his balance and read his history.
 */
import type { ReactNode } from 'react';
import { $accounts, $language, $session, $userConfig, formatMoney, useHref, useStore, useT } from '@kickoff/platform';
import { $officeMenu } from './menu-store';
import { OfficeNav } from './OfficeNav';

function PlayerSummary() {
  const t = useT();
  const href = useHref();
  const lang = useStore($language);
  const { userId } = useStore($session);
  const accounts = useStore($accounts);
  const menu = useStore($officeMenu);
  // The player's "hide the balance" setting (user config) holds in the office too.
  const hidden = useStore($userConfig)?.user_hide_balance ?? true;
  const money = (amount: number, iso: string) => (hidden ? <span aria-label={t('office-frame:balance_hidden')}>••••</span> : formatMoney(amount, iso, lang));
  const active = accounts?.accounts.find((a) => a.id === accounts.activeAccount) ?? accounts?.accounts[0];
  const data = menu.status === 'ready' ? menu.menu.menuUserData : null;
  return (
    <header className="kk-office-frame__player">
      <div>
        {data?.name && <p className="kk-office-frame__name">{data.name}</p>}
        {userId !== null && <p className="kk-office-frame__id">{t('office-frame:player_id', { id: userId })}</p>}
      </div>
      {active && (
        <dl className="kk-office-frame__money">
          <div>
            <dt>{t('office-frame:balance')}</dt>
            <dd>{money(active.money, active.iso)}</dd>
          </div>
          {data !== null && data.bonus_balance > 0 && (
            <div>
              <dt>{t('office-frame:bonus_balance')}</dt>
              <dd>{money(data.bonus_balance, active.iso)}</dd>
            </div>
          )}
        </dl>
      )}
      {data?.recharge_allow && (
        <a className="kk-button kk-button--primary" href={href('office-recharge')}>{t('office-frame:deposit')}</a>
      )}
    </header>
  );
}

/** Self-exclusion (limit 30) and time-out (33) let the player in only to withdraw and read his history (user config `restricted`). */
const TIME_OUT = 33;

function RestrictedNotice() {
  const t = useT();
  const lang = useStore($language);
  const restricted = useStore($userConfig)?.restricted ?? null;
  if (!restricted) return null;
  const until = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(restricted.until * 1000));
  const key = restricted.limitType === TIME_OUT ? 'office-frame:restricted_time_out' : 'office-frame:restricted_self_exclusion';
  return (
    <p className="kk-office-frame__restricted" role="status">
      {t(key, { until })}
    </p>
  );
}

export function OfficeFrame({ children }: { children: ReactNode }) {
  return (
    <div className="kk-office-frame">
      <RestrictedNotice />
      <PlayerSummary />
      <div className="kk-office-frame__body">
        <OfficeNav />
        <div className="kk-office-frame__screen">{children}</div>
      </div>
    </div>
  );
}
