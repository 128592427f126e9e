/**
 * The console's event search (the embed builder picks a game for `<kickoff-event game-id>`): games not
 * finished whose teams or championship contain the text (either language), or whose id or number is
 * the text; the game with that id first, then the one with that number, then live games, then by start.
 */
import type { Db } from '../../db/open';

export interface FoundGame {
  id: number;
  team1: string;
  team2: string;
  sportName: string;
  champName: string;
  /** Unix seconds (the simulated clock). */
  startAt: number;
  live: boolean;
}

interface Row {
  id: number;
  team1: string;
  team2: string;
  sport_name_en: string;
  champ_name_en: string;
  start_at: number;
  section: string;
}

export interface GameSearch {
  search(text: string, limit: number): FoundGame[];
}

const likeOf = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createGameSearch(db: Db): GameSearch {
  const statement = db.prepare<{ like: string; id: number }, Row>(`
    SELECT g.id, g.team1, g.team2, s.name_en AS sport_name_en, c.name_en AS champ_name_en, g.start_at, g.section
    FROM feed_games g JOIN feed_sports s ON s.id = g.sport_id JOIN feed_champs c ON c.id = g.champ_id
    WHERE g.status IN (1, 2, 3) AND (
      g.id = @id OR g.number = @id
      OR g.team1 LIKE @like ESCAPE '\\' OR g.team2 LIKE @like ESCAPE '\\'
      OR c.name LIKE @like ESCAPE '\\' OR c.name_en LIKE @like ESCAPE '\\'
    )
    ORDER BY (g.id = @id) DESC, (g.number = @id) DESC, (g.section = 'live') DESC, g.start_at, g.id
    LIMIT @limit`);
  return {
    search(text, limit) {
      const id = /^\d{1,15}$/.test(text) ? Number(text) : -1;
      return statement.all({ like: likeOf(text), id, limit } as { like: string; id: number }).map((r) => ({
        id: r.id,
        team1: r.team1,
        team2: r.team2,
        sportName: r.sport_name_en,
        champName: r.champ_name_en,
        startAt: r.start_at,
        live: r.section === 'live',
      }));
    },
  };
}
