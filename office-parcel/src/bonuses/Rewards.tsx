/** `office/rewards`: the player's club points and the history of earned rewards (points, cashback, free bets). */
import { useT } from '@kickoff/platform';
import { fetchRewards } from './calls';
import { NS } from './setup';
import { BonusPage, ResourceView, useFormat, useResource } from './ui';

const load = (lang: string, signal: AbortSignal) => fetchRewards(lang, signal);

export function Rewards() {
  const t = useT();
  const { money, date } = useFormat();
  const [state, reload] = useResource(load);
  return (
    <BonusPage route="office-rewards" title={t(`${NS}:rewards_title`)}>
      <ResourceView state={state} retry={reload}>
        {(data) => (
          <>
            <dl className="kk-bonuses__facts">
              <div><dt>{t(`${NS}:rewards_points`)}</dt><dd data-fact="points">{t(`${NS}:rewards_points_value`, { points: data.points })}</dd></div>
            </dl>
            <h2 className="kk-bonuses__subtitle">{t(`${NS}:rewards_history`)}</h2>
            {data.items.length === 0 ? (
              <p role="status" data-state="empty">{t(`${NS}:rewards_empty`)}</p>
            ) : (
              <ul className="kk-bonuses__list">
                {data.items.map((r) => (
                  <li key={r.id} className="kk-bonuses__row" data-reward-kind={r.kind}>
                    <span className="kk-bonuses__badge">{t(`${NS}:rewards_kind_${r.kind}`)}</span>
                    <span className="kk-bonuses__row-title">{r.title}</span>
                    <span>
                      {r.amount !== null && r.iso !== null ? money(r.amount, r.iso) : t(`${NS}:rewards_points_delta`, { points: r.points })}
                    </span>
                    <time className="kk-muted" dateTime={new Date(r.earnedAt).toISOString()}>{date(r.earnedAt)}</time>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ResourceView>
    </BonusPage>
  );
}
