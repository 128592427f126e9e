/**
 * `<kickoff-coupon>`: the bet coupon (the coupon module's parcel); every coupon on a page shares one
 * slip. Dispatches on the element `kickoff-bet-added` for every bet added to the coupon (by any odds
 * button on the page) and `kickoff-coupon-placed` when the coupon module places a coupon.
 */
import { $couponOddIds, listen, type Bet } from '@kickoff/platform';
import { ParcelElement } from '../parcel-element';

export class KickoffCoupon extends ParcelElement {
  protected readonly moduleName = '@kickoff/coupon';
  protected readonly exportName = 'parcel';

  override connectedCallback(): void {
    super.connectedCallback();
    this.followCoupon();
  }

  /**
   * A bet is added when its odd id joins `$couponOddIds` (the coupon module writes it while handling
   * `kickoff:add-bet`); the bet itself comes from that event. The comparison waits for a microtask,
   * so it sees the event whichever listener ran first; ids that join otherwise (the stored coupon,
   * another tab) have no event and dispatch nothing.
   */
  private followCoupon(): void {
    const published = new Map<number, Bet>();
    let inCoupon = new Set($couponOddIds.get());
    let checking = false;
    const check = () => {
      checking = false;
      const ids = $couponOddIds.get();
      for (const id of ids) {
        const bet = published.get(id);
        if (!inCoupon.has(id) && bet) this.dispatch('kickoff-bet-added', bet);
      }
      inCoupon = new Set(ids);
      published.clear();
    };
    const schedule = () => {
      if (checking) return;
      checking = true;
      queueMicrotask(check);
    };
    const stopBets = listen('kickoff:add-bet', ({ bet }) => {
      published.set(bet.market.id, bet);
      schedule();
    });
    const stopIds = $couponOddIds.listen(schedule);
    const stopPlaced = listen('kickoff:coupon-placed', ({ couponId }) => this.dispatch('kickoff-coupon-placed', { couponId }));
    this.whileConnected(() => {
      stopBets();
      stopIds();
      stopPlaced();
    });
  }
}
