/**
 * `office/bonuses/wager`: the player's wager bonuses, each with its progress (the stakes of settled
 * coupons from its account since it started, against amount × multiplier, computed by the server).
 */
import { useHref, useT } from '@kickoff/platform';
import type { WagerBonus } from '../contracts/bonuses';
import { fetchWagerBonuses } from './calls';
import { NS } from './setup';
import { BonusPage, ResourceView, useFormat, useResource } from './ui';

const load = (lang: string, signal: AbortSignal) => fetchWagerBonuses(lang, signal);

/** Whole percent of the requirement wagered (0–100). */
export const wagerPercent = (wagered: number, required: number): number =>
  required <= 0 ? 100 : Math.min(100, Math.floor((wagered / required) * 100));

/** One bonus's progress: a labelled progress bar with the amounts as its text. */
export function WagerProgress({ bonus }: { bonus: WagerBonus }) {
  const t = useT();
  const { money } = useFormat();
  const percent = wagerPercent(bonus.wagered, bonus.required);
  const text = t(`${NS}:wager_progress_text`, { wagered: money(bonus.wagered, bonus.iso), required: money(bonus.required, bonus.iso), percent });
  const left = Math.max(0, Math.round((bonus.required - bonus.wagered) * 100) / 100);
  return (
    <div className="kk-bonuses__progress">
      <div
        className="kk-bonuses__bar"
        role="progressbar"
        aria-label={t(`${NS}:wager_progress_label`, { title: bonus.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="kk-bonuses__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="kk-bonuses__progress-text">{text}</p>
      {bonus.status === 'active' && left > 0 && <p className="kk-muted">{t(`${NS}:wager_left`, { left: money(left, bonus.iso) })}</p>}
    </div>
  );
}

function WagerCard({ bonus }: { bonus: WagerBonus }) {
  const t = useT();
  const { money, date } = useFormat();
  const titleId = `kk-wager-${bonus.id}`;
  return (
    <li className="kk-bonuses__item" data-bonus-id={bonus.id} data-status={bonus.status}>
      <article aria-labelledby={titleId}>
        <header className="kk-bonuses__head">
          <h2 id={titleId} className="kk-bonuses__item-title">{bonus.title}</h2>
          <span className={`kk-bonuses__badge kk-bonuses__badge--${bonus.status}`}>{t(`${NS}:wager_status_${bonus.status}`)}</span>
        </header>
        <dl className="kk-bonuses__facts">
          <div><dt>{t(`${NS}:wager_amount`)}</dt><dd>{money(bonus.amount, bonus.iso)}</dd></div>
          <div><dt>{t(`${NS}:wager_multiplier`)}</dt><dd>{t(`${NS}:wager_multiplier_value`, { multiplier: bonus.multiplier })}</dd></div>
          <div><dt>{t(`${NS}:wager_required`)}</dt><dd>{money(bonus.required, bonus.iso)}</dd></div>
          <div><dt>{t(`${NS}:wager_started`)}</dt><dd>{date(bonus.startedAt)}</dd></div>
          <div><dt>{t(`${NS}:wager_ends`)}</dt><dd>{bonus.endsAt === null ? t(`${NS}:wager_no_end`) : date(bonus.endsAt)}</dd></div>
        </dl>
        <WagerProgress bonus={bonus} />
      </article>
    </li>
  );
}

export function WagerBonuses() {
  const t = useT();
  const link = useHref();
  const [state, reload] = useResource(load);
  return (
    <BonusPage route="office-bonuses-wager" title={t(`${NS}:wager_title`)}>
      <ResourceView state={state} retry={reload}>
        {(bonuses) =>
          bonuses.length === 0 ? (
            <div role="status" data-state="empty">
              <p>{t(`${NS}:wager_empty`)}</p>
              <a className="kk-button" href={link('office-promotion')}>{t(`${NS}:wager_to_promotions`)}</a>
            </div>
          ) : (
            <>
              <p className="kk-muted">{t(`${NS}:wager_hint`)}</p>
              <ul className="kk-bonuses__list">{bonuses.map((b) => <WagerCard key={b.id} bonus={b} />)}</ul>
            </>
          )
        }
      </ResourceView>
    </BonusPage>
  );
}
