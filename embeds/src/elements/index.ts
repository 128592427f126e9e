/** Every Kickoff element, defined once per page (a second copy of the module defines nothing). */
import { KickoffCoupon } from './coupon';
import { KickoffEvent } from './event';
import { KickoffGameRail } from './game-rail';
import { KickoffGameTile } from './game-tile';
import { KickoffLoginButton } from './login-button';
import { KickoffModule } from './module';
import { KickoffPromo } from './promo';
import { KickoffTopEvents } from './top-events';

export const ELEMENTS: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
  ['kickoff-coupon', KickoffCoupon],
  ['kickoff-event', KickoffEvent],
  ['kickoff-top-events', KickoffTopEvents],
  ['kickoff-game-tile', KickoffGameTile],
  ['kickoff-game-rail', KickoffGameRail],
  ['kickoff-login-button', KickoffLoginButton],
  ['kickoff-promo', KickoffPromo],
  ['kickoff-module', KickoffModule],
];

export function defineElements(): void {
  for (const [name, element] of ELEMENTS) if (!customElements.get(name)) customElements.define(name, element);
}
