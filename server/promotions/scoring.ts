/**
 * What a settled real casino round earns (called inside the round's settling transaction): club points
 * for RUB stakes (one per RUB_PER_POINT roubles; double on the games of a casino promotion the player
 * opted into), and tournament points for a player who joined a tournament of the round's section this
 * week. Other currencies earn nothing (the rules say RUB).
 */
import * as v from 'valibot';
import type { CasinoCatalog, SettledRound } from '../casino/ports';
import type { ClubPoints } from '../bonuses/club-points';
import { clubPointsEarned, statusAt, tournamentPoints, weekOf } from './rules';
import type { PromotionsStore } from './store';

const GamesSpec = v.object({ section: v.optional(v.string()), ids: v.optional(v.array(v.number())) });

export interface ScoringDeps {
  store: PromotionsStore;
  catalog: CasinoCatalog;
  clubPoints: ClubPoints;
}

export function scoreRound(deps: ScoringDeps, round: SettledRound): void {
  if (round.currency !== 'RUB') return;
  const game = deps.catalog.game(round.gameId);
  if (!game) return;
  const joined = deps.store.joinedPromotions(round.userId);
  const doubled = deps.store.promotions().some((p) => {
    if (p.kind !== 'casino' || !joined.has(p.slug) || statusAt(p.starts_at, p.ends_at, round.settledAt) !== 'active') return false;
    const spec = v.parse(GamesSpec, JSON.parse(p.games));
    return spec.section === game.section || (spec.ids ?? []).includes(game.id);
  });
  const after = deps.store.addStake(round.userId, round.stakeMinor);
  const points = clubPointsEarned(after - round.stakeMinor, after, doubled ? 2 : 1);
  if (points > 0) deps.clubPoints.award(round.userId, points, { ru: 'Баллы за игру в казино', en: 'Points for casino play' }, round.settledAt);

  const week = weekOf(round.settledAt).start;
  const score = tournamentPoints(round.stakeMinor);
  if (score <= 0) return;
  for (const t of deps.store.tournaments()) {
    if (t.section === game.section) deps.store.score(t.slug, week, round.userId, score, round.settledAt);
  }
}
