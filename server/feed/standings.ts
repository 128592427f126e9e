/**
 * League table from finished games: 3/1/0 points where draws exist, 2/0 otherwise; ordered by
 * points, goal difference, goals scored, then name.
 */
import type * as v from 'valibot';
import type { StandingSchema } from '@kickoff/contracts';

export type Standing = v.InferOutput<typeof StandingSchema>;

export interface PlayedGame {
  team1: string;
  team2: string;
  score1: number;
  score2: number;
}

export function computeStandings(games: readonly PlayedGame[], hasDraw: boolean): Standing[] {
  const table = new Map<string, Standing>();
  const row = (team: string): Standing => {
    let s = table.get(team);
    if (!s) {
      s = { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
      table.set(team, s);
    }
    return s;
  };
  const win = hasDraw ? 3 : 2;
  for (const g of games) {
    const home = row(g.team1);
    const away = row(g.team2);
    home.played++;
    away.played++;
    home.goalsFor += g.score1;
    home.goalsAgainst += g.score2;
    away.goalsFor += g.score2;
    away.goalsAgainst += g.score1;
    if (g.score1 > g.score2) {
      home.won++;
      away.lost++;
      home.points += win;
    } else if (g.score1 < g.score2) {
      away.won++;
      home.lost++;
      away.points += win;
    } else {
      home.drawn++;
      away.drawn++;
      home.points += 1;
      away.points += 1;
    }
  }
  return [...table.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      a.team.localeCompare(b.team),
  );
}
