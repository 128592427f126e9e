/** The bets of the slip: live coefficient with its direction, lock reasons, banker and block controls, remove. */
import { useT } from '@kickoff/platform';
import { CouponType, type CouponTypeId } from '../domain/types';
import { removeBet } from '../selection';
import { setBlock, toggleBanker } from '../state/slip';
import type { SlipRow } from '../state/slip-view';
import { useOdds } from './format';

/** A coefficient change stays highlighted this long. */
const TREND_MS = 5_000;

function Coef({ row }: { row: SlipRow }) {
  const t = useT();
  const odds = useOdds();
  const { live, bet } = row;
  const recent = live.trend !== null && live.changedAt !== null && Date.now() - live.changedAt < TREND_MS;
  const trend = recent ? live.trend : null;
  return (
    <span className="kk-slip__coef" data-trend={trend ?? undefined}>
      {row.pendingCoef !== null && (
        <s className="kk-slip__coef-was" aria-label={t('slip:coef_was', { coef: odds(bet.market.coef) })}>
          {odds(bet.market.coef)}
        </s>
      )}
      <strong>{odds(row.pendingCoef ?? bet.market.coef)}</strong>
      {trend && (
        <span className="kk-slip__trend" role="img" aria-label={t(trend === 'up' ? 'slip:coef_up' : 'slip:coef_down')}>
          {trend === 'up' ? '▲' : '▼'}
        </span>
      )}
    </span>
  );
}

interface BetRowsProps {
  rows: readonly SlipRow[];
  typeId: CouponTypeId;
  blockCount: number;
}

export function BetRows({ rows, typeId, blockCount }: BetRowsProps) {
  const t = useT();
  return (
    <ul className="kk-slip__bets" aria-label={t('coupon:bets')}>
      {rows.map((row) => {
        const { bet } = row;
        const name = `${bet.opponent1Name} — ${bet.opponent2Name}: ${bet.market.outcomeName}`;
        const lockId = `kk-slip-lock-${bet.market.id}`;
        return (
          <li key={bet.market.id} className="kk-slip__bet" data-odd-id={bet.market.id} data-locked={row.lock ?? undefined} aria-describedby={row.lock ? lockId : undefined}>
            <div className="kk-slip__bet-head">
              <span className="kk-slip__game">{`${bet.opponent1Name} — ${bet.opponent2Name}`}</span>
              {row.live.isLive && row.live.score && <span className="kk-slip__score">{row.live.score}</span>}
              <button type="button" className="kk-button kk-button--link kk-slip__remove" onClick={() => removeBet(bet.market.id)} aria-label={t('slip:remove', { name })}>
                ×
              </button>
            </div>
            <div className="kk-slip__bet-body">
              <span className="kk-slip__outcome">{`${bet.market.marketName}: ${bet.market.outcomeName}`}</span>
              <Coef row={row} />
            </div>
            {row.isDepend && !row.lock && <p className="kk-slip__note">{t('slip:depend_note')}</p>}
            {row.lock && (
              <p id={lockId} className="kk-slip__lock">
                {t(`slip:lock_${row.lock}`)}
              </p>
            )}
            {typeId === CouponType.system && !bet.isDisabledBanker && (
              <label className="kk-slip__inline">
                <input type="checkbox" checked={row.isBanker} onChange={() => toggleBanker(bet.market.id)} aria-label={t('slip:banker_toggle', { name })} />
                {t('slip:banker')}
              </label>
            )}
            {typeId === CouponType.multiBet && (
              <label className="kk-slip__inline">
                <span className="kk-visually-hidden">{t('slip:block_label', { name })}</span>
                <select value={bet.blockId} onChange={(e) => setBlock(bet.market.id, Number(e.currentTarget.value))} aria-label={t('slip:block_label', { name })}>
                  {Array.from({ length: blockCount + 1 }, (_, i) => (
                    <option key={i} value={i}>
                      {i === 0 ? t('slip:block_lobby') : t('slip:block_n', { n: i })}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </li>
        );
      })}
    </ul>
  );
}
