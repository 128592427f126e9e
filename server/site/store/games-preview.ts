/** Games preview rows (`games_preview` table). */
import type { Db } from '../../db/open';
import type { GamePreview } from '@kickoff/contracts';

interface Row {
  route: string;
  game_type: string;
  name: string;
  old_route: string | null;
  category_ids: string;
  tag: string | null;
}

export interface GamesPreviewStore {
  list(filter: { oldRoute?: string }): GamePreview[];
}

const toGame = (r: Row): GamePreview => ({
  route: r.route,
  gameType: r.game_type,
  name: r.name,
  oldRoute: r.old_route,
  categoryIds: JSON.parse(r.category_ids) as number[],
  tag: r.tag,
});

export function createGamesPreviewStore(db: Db): GamesPreviewStore {
  const all = db.prepare<[], Row>('SELECT * FROM games_preview ORDER BY name');
  const byOld = db.prepare<[string], Row>('SELECT * FROM games_preview WHERE old_route = ?');
  return {
    list: ({ oldRoute }) => (oldRoute !== undefined ? byOld.all(oldRoute) : all.all()).map(toGame),
  };
}
