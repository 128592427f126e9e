/** `<kickoff-promo promotion-id="crash-week">`: a promotion's card, or "not found" (`@kickoff/promotions` `promoParcel`). */
import { propsFrom, slug, type AttributeValue } from '../attributes';
import { ParcelElement, type PropsResult } from '../parcel-element';

export class KickoffPromo extends ParcelElement {
  static override properties = { promotionId: { attribute: 'promotion-id' } };
  protected readonly moduleName = '@kickoff/promotions';
  protected readonly exportName = 'promoParcel';
  declare promotionId: AttributeValue;

  protected override props(): PropsResult {
    return propsFrom({ promotionId: slug('promotion-id') }, { promotionId: this.promotionId });
  }
}
