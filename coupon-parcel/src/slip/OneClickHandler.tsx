/** While one-click betting is on, odds clicks place a single at once instead of filling the coupon. */
import { useEffect } from 'react';
import { setAddBetHandler } from '../selection';
import { placeOneClick } from '../state/placing';

export function OneClickHandler({ active }: { active: boolean }) {
  useEffect(() => {
    if (!active) return;
    setAddBetHandler((bet) => void placeOneClick(bet));
    return () => setAddBetHandler(null);
  }, [active]);
  return null;
}
