/**
 * The bet slip (loaded on first use of the coupon): tabs (coupon, my bets), the quick coupon of
 * one-click betting, the bets with live odds, the type switcher, the odds-change banner, the stake,
 * the totals and the place button, the settings. Thin: state and rules are in ../state.
 */
import { useStore, useT } from '@kickoff/platform';
import { useEffect, useRef, useState } from 'react';
import { $bets, $couponTypeId, $systemValue, clearBets } from '../selection';
import { $liveStatus, followCouponOdds } from '../state/live';
import { $oneClickActive, $couponSettings } from '../state/settings';
import { $bankers, $couponAccount, $droppedBets, $promoCode, $slipView, loadCoupon, setPromoCode, startSlipReactions } from '../state/slip';
import { CouponCodeBox, COUPON_CODE_PARAM } from '../codes/CouponCodeBox';
import { PromoCodeField } from '../codes/PromoCodeField';
import { startCouponReminder } from '../state/reminder';
import { BetRows } from './BetRows';
import { MyBets } from './MyBets';
import { OddsChangeBanner } from './OddsChangeBanner';
import { PlaceArea } from './PlaceArea';
import { QuickCoupon } from './QuickCoupon';
import { SettingsPanel } from './SettingsPanel';
import { StakeBox } from './StakeBox';
import { TypeSwitcher } from './TypeSwitcher';
import { useMoney } from './format';
import { OneClickHandler } from './OneClickHandler';
import { startCouponDock } from './dock';

type Tab = 'coupon' | 'bets';

/** Runs the slip's reactions (live odds, auto-accept, reminder) while a slip is mounted. */
function useSlipRuntime(): void {
  useEffect(() => {
    const stops = [followCouponOdds(), startSlipReactions(), startCouponReminder()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
}

export function Slip({ initialSettingsOpen = false }: { initialSettingsOpen?: boolean }) {
  const t = useT();
  const money = useMoney();
  useSlipRuntime();
  const bets = useStore($bets);
  const typeId = useStore($couponTypeId);
  const systemValue = useStore($systemValue);
  const view = useStore($slipView);
  const account = useStore($couponAccount);
  const bankers = useStore($bankers);
  const settings = useStore($couponSettings);
  const oneClick = useStore($oneClickActive);
  const live = useStore($liveStatus);
  const dropped = useStore($droppedBets);
  const promo = useStore($promoCode);
  // A share link (`?couponCode=`) loads its coupon once; the parameter then leaves the address.
  const [initialCode] = useState(() => new URLSearchParams(window.location.search).get(COUPON_CODE_PARAM));
  useEffect(() => {
    if (initialCode === null) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(COUPON_CODE_PARAM);
    window.history.replaceState(window.history.state, '', url.toString());
  }, [initialCode]);
  const [tab, setTab] = useState<Tab>('coupon');
  const [settingsOpen, setSettingsOpen] = useState(initialSettingsOpen);
  const [sheetOpen, setSheetOpen] = useState(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => (section.current ? startCouponDock(section.current) : undefined), []);
  const free = bets.filter((b) => !bankers.has(b.market.id)).length;
  return (
    <section ref={section} className="kk-card kk-coupon kk-slip" aria-labelledby="kk-coupon-title" data-coupon-count={bets.length} data-fixed={settings.isCouponFixed || undefined}
      data-sheet={sheetOpen ? 'open' : 'closed'}>
      <div className="kk-slip__head">
        {/* The coupon column (the page skeleton's aside) is named by this heading. */}
        <h2 id="kk-coupon-title" className="kk-coupon__title">
          {t('coupon:title')} {bets.length > 0 && <span className="kk-coupon__count">{bets.length}</span>}
        </h2>
        {/* On one-column screens the slip is a sheet at the window's bottom: this opens and closes it (slip.css). */}
        <button type="button" className="kk-button kk-button--ghost kk-slip__sheet-toggle" aria-expanded={sheetOpen} onClick={() => setSheetOpen((o) => !o)}>
          {t(sheetOpen ? 'slip:sheet_hide' : 'slip:sheet_show')}
        </button>
      </div>
      <div role="tablist" aria-label={t('slip:tabs_label')} className="kk-slip__tabs">
        {(['coupon', 'bets'] as const).map((id) => (
          <button key={id} type="button" role="tab" id={`kk-slip-tab-${id}`} aria-selected={tab === id} aria-controls={`kk-slip-panel-${id}`} tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = id === 'coupon' ? 'bets' : 'coupon';
                setTab(next);
                document.getElementById(`kk-slip-tab-${next}`)?.focus();
              }
            }}
          >
            {t(`slip:tab_${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="kk-slip-panel-coupon" aria-labelledby="kk-slip-tab-coupon" hidden={tab !== 'coupon'}>
        <OneClickHandler active={oneClick} />
        {oneClick && <p className="kk-slip__note">{t('slip:one_click_on', { amount: money(account?.type === 4 ? settings.bonusAccountOneClickAmount : settings.oneClickAmount, account?.iso ?? 'RUB') })}</p>}
        <QuickCoupon />
        <p className="kk-slip__note" role="status">
          {dropped.length > 0 ? t('slip:dropped', { names: dropped.map((b) => b.market.outcomeName).join(', ') }) : ''}
        </p>
        {live?.stale && <p className="kk-slip__stale">{t('slip:stale')}</p>}
        {bets.length === 0 ? (
          <p className="kk-muted">{t('coupon:empty')}</p>
        ) : (
          <>
            <BetRows rows={view.rows} typeId={typeId} blockCount={bets.length} />
            <TypeSwitcher types={view.types} typeId={typeId} systemValue={systemValue} options={view.systemOptions} freeCount={free} />
            <PromoCodeField value={promo} onChange={setPromoCode} {...(account ? { accountId: account.id } : {})} />
          </>
        )}
        {/* The action area: a sticky footer of the slip, on screen whatever the slip holds (slip.css). */}
        <div className="kk-slip__actions">
          {bets.length > 0 && (
            <>
              <OddsChangeBanner rows={view.rows} />
              <StakeBox view={view} account={account} />
            </>
          )}
          <PlaceArea view={view} account={account} />
        </div>
        {bets.length > 0 && (
          <button type="button" className="kk-button kk-button--ghost kk-slip__clear" onClick={clearBets}>
            {t('slip:clear')}
          </button>
        )}
        <CouponCodeBox bets={bets} typeId={typeId} systemValue={systemValue} bankerOddIds={[...bankers]} onLoad={loadCoupon} initialCode={initialCode} />
        <SettingsPanel account={account} open={settingsOpen} onToggle={() => setSettingsOpen((o) => !o)} />
      </div>
      <div role="tabpanel" id="kk-slip-panel-bets" aria-labelledby="kk-slip-tab-bets" hidden={tab !== 'bets'}>
        {tab === 'bets' && <MyBets />}
      </div>
    </section>
  );
}
