/** The bet coupon parcel (its own issue fills in the domain logic and UI). */
import { useT } from '@kickoff/platform';

export function Coupon() {
  const t = useT();
  return (
    <section className="kk-card kk-coupon" aria-labelledby="kk-coupon-title">
      <h2 id="kk-coupon-title" className="kk-coupon__title">{t('coupon:title')}</h2>
      <p className="kk-muted">{t('coupon:empty')}</p>
    </section>
  );
}
