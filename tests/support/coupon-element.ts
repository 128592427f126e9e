/**
 * The coupon inside `<kickoff-coupon>` in element tests: adding the element and waiting until its
 * coupon is shown and listening for bets, its bet slip, and the outcomes the slip lists.
 */
import { getByRole, queryAllByRole } from './dom';
import { shadowOf } from './elements';
import { flushReactEffects } from './react';
import { waitFor } from './wait';

/** The element's bet slip (throws while there is none). */
export const slipOf = (element: Element): HTMLElement => getByRole(shadowOf(element), 'region', /^Bet slip/);

/** The outcomes listed in the element's bet slip ("Match result: X", ...). */
export function outcomesOf(element: Element): string[] {
  const list = queryAllByRole(slipOf(element), 'list')[0];
  return list ? queryAllByRole(list, 'listitem').map((item) => item.querySelector('.kk-slip__outcome')?.textContent ?? '') : [];
}

/** Adds a `<kickoff-coupon>` to `parent` and waits until its coupon is shown and listening for bets. */
export async function addCouponElement(parent: Element = document.body): Promise<HTMLElement> {
  const element = document.createElement('kickoff-coupon');
  parent.append(element);
  await waitFor(() => slipOf(element) !== null, 'the coupon in the element');
  flushReactEffects(); // the coupon listens for bets from an effect
  return element;
}
