/** Coefficient changes waiting for the player (policy "confirm", or beyond the policy): the old and new odds and one accept button. */
import { useT } from '@kickoff/platform';
import { acceptChanges } from '../state/slip';
import type { SlipRow } from '../state/slip-view';
import { useOdds } from './format';

export function OddsChangeBanner({ rows }: { rows: readonly SlipRow[] }) {
  const t = useT();
  const odds = useOdds();
  const changed = rows.filter((r) => r.pendingCoef !== null);
  // Always in the DOM: a live region announces what is added to it, not a region that appears with its text.
  return (
    <div className="kk-slip__changes" role="status" aria-live="polite" data-open={changed.length > 0 || undefined}>
      {changed.length > 0 && (
        <>
          <p className="kk-slip__changes-title">{t('slip:changes_title')}</p>
          <ul>
            {changed.map((r) => (
              <li key={r.bet.market.id}>
                {t('slip:changes_item', { name: r.bet.market.outcomeName, from: odds(r.bet.market.coef), to: odds(r.pendingCoef ?? r.bet.market.coef) })}
              </li>
            ))}
          </ul>
          <button type="button" className="kk-button" onClick={acceptChanges}>
            {t('slip:changes_accept')}
          </button>
        </>
      )}
    </div>
  );
}
