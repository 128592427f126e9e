/** Every Kickoff element, defined once per page (a second copy of the module defines nothing). */
import { KickoffCoupon } from './coupon';

const ELEMENTS: ReadonlyArray<readonly [string, CustomElementConstructor]> = [['kickoff-coupon', KickoffCoupon]];

export function defineElements(): void {
  for (const [name, element] of ELEMENTS) if (!customElements.get(name)) customElements.define(name, element);
}
