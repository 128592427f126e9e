/**
 * The seed generator: a deterministic demo feed from a seed and a clock. Sports, championships and
 * teams from the catalogue; live games already played up to now by the engine; line games over the
 * next 1-72 h; finished games of the last 3 days; past rounds of the big leagues (standings); toto
 * and lotto draws. Pure: same (seed, now) → same data.
 */
import { CHAMPS, COUNTRIES, SPORTS, slugify } from './catalog';
import { advance, formatScore, initialState } from './engine';
import { closeMarkets, createGame, pickPair, playGame, playWhole, repriceGame, resultOf, totoOutcome, type IdCounters } from './game-factory';
import { seedLottoDraws } from './lotto';
import { createRng, type Rng } from './prng';
import { SPORT_MODELS, nominalGameSec } from './sport-models';
import { TOTO_EVENTS, makeTotoDraw, totoStatus } from './toto';
import { DAY, HOUR, LINE_HORIZON, LINE_MIN_AHEAD, RESULTS_WINDOW, TOTO_LEAD } from '../timing';
import type { ChampRecord, FeedData, GameRecord, ResultRecord, SportRecord, TeamRecord, TotoEventRecord } from '../types';

/** Share of the seeded games that are live now. */
const LIVE_SHARE = 0.27;
/** Past league rounds seeded for the standings. */
const HISTORY_ROUNDS = 8;

export const roundTo = (x: number, step: number): number => Math.round(x / step) * step;

export function buildSports(): SportRecord[] {
  return SPORTS.map((s, i) => ({ id: s.id, key: s.key, slug: s.key, name: s.name, nameEn: s.nameEn, cyberType: s.cyberType, sort: i + 1 }));
}

export function buildChamps(): ChampRecord[] {
  return CHAMPS.map((c, i) => ({
    id: c.id,
    sportId: c.sportId,
    slug: c.slug,
    name: c.name,
    nameEn: c.nameEn,
    countryId: c.country ? COUNTRIES[c.country].id : null,
    countryName: c.country ? COUNTRIES[c.country].name : null,
    countryNameEn: c.country ? COUNTRIES[c.country].nameEn : null,
    pageType: c.pageType,
    sort: i + 1,
    topChance: c.top,
    hasStandings: c.standings,
    targetGames: c.games,
  }));
}

export function buildTeams(rng: Rng): TeamRecord[] {
  const teams: TeamRecord[] = [];
  let id = 1;
  for (const champ of CHAMPS) {
    const n = champ.teams.length;
    champ.teams.forEach((name, i) => {
      const rating = 1.1 - (2.2 * i) / Math.max(1, n - 1) + 0.25 * rng.normal();
      teams.push({ id: id++, champId: champ.id, name, slug: slugify(name), rating: Math.round(rating * 1000) / 1000 });
    });
  }
  return teams;
}

/** Kick-off rounding: simulated games every minute, real ones on the 5 minutes. */
export const kickoffStep = (sport: SportRecord): number => (sport.cyberType === 'synthetic' ? 60 : 300);

export function generateFeed(seed: number, now: number): FeedData {
  const rng = createRng(seed);
  const ids: IdCounters = { nextGameId: 1, nextMarketId: 1, nextOddId: 1 };
  const sports = buildSports();
  const champs = buildChamps();
  const teams = buildTeams(rng);
  const sportById = new Map(sports.map((s) => [s.id, s]));
  const teamsByChamp = new Map<number, TeamRecord[]>();
  for (const team of teams) teamsByChamp.set(team.champId, [...(teamsByChamp.get(team.champId) ?? []), team]);

  const games: GameRecord[] = [];
  const results: ResultRecord[] = [];
  const finish = (game: GameRecord, sport: SportRecord, champ: ChampRecord): void => {
    closeMarkets(game);
    results.push(resultOf(game, sport, champ));
  };

  for (const champ of champs) {
    const sport = sportById.get(champ.sportId) as SportRecord;
    const model = SPORT_MODELS[sport.key];
    const pool = teamsByChamp.get(champ.id) ?? [];
    for (let k = 0; k < champ.targetGames; k++) {
      const pair = pickPair(rng, pool);
      if (!rng.chance(LIVE_SHARE)) {
        const startAt = roundTo(now + rng.range(LINE_MIN_AHEAD, LINE_HORIZON), kickoffStep(sport));
        games.push(createGame(rng, ids, sport, champ, pair, startAt));
        continue;
      }
      const startAt = roundTo(now - rng.range(0.03, 0.9) * nominalGameSec(model), 60);
      const game = createGame(rng, ids, sport, champ, pair, startAt);
      const played = playGame(rng, game, now - startAt);
      if (played.finishedAt !== null) {
        game.finishedAt = Math.round(startAt + played.finishedAt);
        finish(game, sport, champ);
      } else {
        repriceGame(game, true);
      }
      games.push(game);
    }
  }

  // Finished games of the last 3 days (results page).
  for (const champ of champs) {
    const sport = sportById.get(champ.sportId) as SportRecord;
    const model = SPORT_MODELS[sport.key];
    const pool = teamsByChamp.get(champ.id) ?? [];
    const count = Math.max(1, Math.round(champ.targetGames / 3));
    for (let k = 0; k < count; k++) {
      // Simulated leagues play around the clock: their results are all recent.
      const window = sport.cyberType === 'synthetic' ? 12 * HOUR : RESULTS_WINDOW - 2 * HOUR;
      let startAt = roundTo(now - rng.range(2 * nominalGameSec(model) + 900, window), 300);
      const game = createGame(rng, ids, sport, champ, pickPair(rng, pool), startAt);
      const { length } = playWhole(rng, game);
      if (startAt + length > now - 300) startAt -= startAt + length - now + 900;
      game.startAt = startAt;
      game.finishedAt = startAt + length;
      finish(game, sport, champ);
      games.push(game);
    }
  }

  // Past rounds of the big leagues (standings).
  const history = seedHistory(rng, ids, now, champs, sportById, teamsByChamp);
  results.push(...history);

  const totoDraws = seedToto(rng, now, games, history);
  let lottoId = 1;
  const lottoDraws = seedLottoDraws(rng, now, () => lottoId++);

  const active = games.filter((g) => g.state.status !== 4);
  return {
    sports,
    champs,
    teams,
    games,
    results,
    totoDraws,
    lottoDraws,
    counters: {
      simNow: now,
      rng: rng.state(),
      ...ids,
      nextTotoId: totoDraws.length + 1,
      nextLottoId: lottoId,
      liveTarget: active.filter((g) => g.section === 'live').length,
      lineTarget: active.filter((g) => g.section === 'line').length,
    },
  };
}

/** Round-robin pairings (circle method) of n teams (n even): round r → [home, away] index pairs. */
export function roundRobin(n: number, round: number): Array<[number, number]> {
  const others = Array.from({ length: n - 1 }, (_, i) => i + 1);
  const shift = round % (n - 1);
  const rotated = [...others.slice(shift), ...others.slice(0, shift)];
  const order = [0, ...rotated];
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i] as number;
    const b = order[n - 1 - i] as number;
    pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

function seedHistory(
  rng: Rng,
  ids: IdCounters,
  now: number,
  champs: readonly ChampRecord[],
  sportById: ReadonlyMap<number, SportRecord>,
  teamsByChamp: ReadonlyMap<number, TeamRecord[]>,
): ResultRecord[] {
  const out: ResultRecord[] = [];
  for (const champ of champs) {
    if (!champ.hasStandings) continue;
    const sport = sportById.get(champ.sportId) as SportRecord;
    const model = SPORT_MODELS[sport.key];
    const pool = teamsByChamp.get(champ.id) ?? [];
    if (pool.length % 2 !== 0) continue;
    for (let round = 0; round < HISTORY_ROUNDS; round++) {
      const roundStart = now - RESULTS_WINDOW - 12 * HOUR - (HISTORY_ROUNDS - 1 - round) * 7 * DAY;
      for (const [a, b] of roundRobin(pool.length, round)) {
        const home = pool[a] as TeamRecord;
        const away = pool[b] as TeamRecord;
        const startAt = roundTo(roundStart - rng.range(0, 2 * DAY), 900);
        const state = initialState();
        let length = 0;
        while (state.status !== 4) {
          const r = advance(model, { rating1: home.rating, rating2: away.rating }, state, 6 * HOUR, rng);
          length += r.finishedAt ?? 6 * HOUR;
        }
        out.push({
          gameId: ids.nextGameId++,
          sportId: sport.id,
          champId: champ.id,
          sportName: sport.name,
          champName: champ.name,
          team1: home.name,
          team2: away.name,
          startAt,
          finishedAt: Math.round(startAt + length),
          score1: state.score[0],
          score2: state.score[1],
          scoreFormatted: formatScore(model, state),
          type: 'live',
        });
      }
    }
  }
  return out;
}

const FOOTBALL_ID = 1;

function seedToto(rng: Rng, now: number, games: readonly GameRecord[], history: readonly ResultRecord[]) {
  const football = games.filter((g) => g.sportId === FOOTBALL_ID);
  const eventOf = (g: GameRecord): TotoEventRecord => ({
    gameId: g.id,
    team1: g.team1,
    team2: g.team2,
    startAt: g.startAt,
    result: g.state.status === 4 ? totoOutcome(g.state.score[0], g.state.score[1]) : null,
  });

  const past = history
    .filter((r) => r.sportId === FOOTBALL_ID)
    .sort((a, b) => b.startAt - a.startAt || a.gameId - b.gameId)
    .slice(0, TOTO_EVENTS)
    .sort((a, b) => a.startAt - b.startAt || a.gameId - b.gameId)
    .map((r): TotoEventRecord => ({ gameId: r.gameId, team1: r.team1, team2: r.team2, startAt: r.startAt, result: totoOutcome(r.score1, r.score2) }));

  const running = football.filter((g) => g.state.status === 2 || g.state.status === 3).sort((a, b) => a.startAt - b.startAt || a.id - b.id);
  const recent = football.filter((g) => g.state.status === 4).sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0) || a.id - b.id);
  const closed = [...running, ...recent].slice(0, TOTO_EVENTS).sort((a, b) => a.startAt - b.startAt || a.id - b.id).map(eventOf);

  const open = football
    .filter((g) => g.state.status === 1 && g.startAt >= now + TOTO_LEAD)
    .sort((a, b) => a.startAt - b.startAt || a.id - b.id)
    .slice(0, TOTO_EVENTS)
    .map(eventOf);

  const draws = [makeTotoDraw(rng, 1, 148, past, 'settled'), makeTotoDraw(rng, 2, 149, closed, 'closed'), makeTotoDraw(rng, 3, 150, open, 'open')];
  for (const draw of draws) draw.status = totoStatus(draw, now);
  return draws;
}
