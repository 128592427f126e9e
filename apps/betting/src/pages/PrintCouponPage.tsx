/**
 * `print-coupon/{couponId}` (empty layout): a printable card. Coupons are not stored yet (the
 * coupon service arrives with the coupon issue), so every id shows "coupon not found" plainly.
 */
import { useRoute } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { useBT } from '../lib/use-bt';

export function PrintCouponPage() {
  const bt = useBT();
  const route = useRoute();
  const couponId = route?.params['couponId'] ?? '';
  return (
    <PageFrame title={bt('print_title', { id: couponId })} toolbar={false} className="kk-print">
      <article className="kk-card kk-print__card">
        <dl className="kk-facts">
          <div>
            <dt>{bt('print_number')}</dt>
            <dd>{couponId}</dd>
          </div>
        </dl>
        <p role="alert" className="kk-print__missing">
          {bt('print_not_found')}
        </p>
        <p className="kk-muted">{bt('print_not_yet')}</p>
        <button type="button" className="kk-button kk-button--ghost kk-print__button" onClick={() => window.print()}>
          {bt('print')}
        </button>
      </article>
    </PageFrame>
  );
}
