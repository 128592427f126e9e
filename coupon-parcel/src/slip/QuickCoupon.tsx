/** The quick coupon (one-click): the last one-click bet and what became of it. */
import { useStore, useT } from '@kickoff/platform';
import { $quickCoupon, dismissQuickCoupon } from '../state/placing';
import { useMoney } from './format';

export function QuickCoupon() {
  const t = useT();
  const money = useMoney();
  const quick = useStore($quickCoupon);
  const name = quick ? `${quick.bet.opponent1Name} — ${quick.bet.opponent2Name}: ${quick.bet.market.outcomeName}` : '';
  return (
    <div className="kk-slip__quick" role="status" aria-live="polite">
      {quick && (
        <>
          <strong>{t('slip:quick_title')}</strong>
          <p>
            {quick.phase === 'placing' && t('slip:quick_placing', { name })}
            {quick.phase === 'placed' && t('slip:quick_placed', { name, amount: money(quick.coupon.amount, quick.coupon.currency), id: quick.coupon.id })}
            {quick.phase === 'failed' &&
              (quick.failure.code === 'stake_too_low' && quick.failure.min === null
                ? t('slip:quick_no_amount')
                : `${t('slip:quick_failed', { name })}: ${t(quick.failure.code === 'other' || quick.failure.code === 'network' ? quick.failure.text : `slip:failed_${quick.failure.code}`)}`)}
          </p>
          {quick.phase !== 'placing' && (
            <button type="button" className="kk-button kk-button--link" onClick={dismissQuickCoupon}>
              {t('slip:placed_close')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
