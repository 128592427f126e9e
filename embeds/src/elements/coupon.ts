/** `<kickoff-coupon>`: the bet coupon (the coupon module's parcel); every coupon on a page shares one slip. */
import { ParcelElement } from '../parcel-element';

export class KickoffCoupon extends ParcelElement {
  protected readonly moduleName = '@kickoff/coupon';
  protected readonly exportName = 'parcel';
}
