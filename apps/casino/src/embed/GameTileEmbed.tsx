/**
 * `gameTileParcel` (`<kickoff-game-tile game-id>`): one game of the catalogue as the casino's tile,
 * linking to the game's page on the Kickoff site. Props: `gameId`, checked here again; an unknown
 * game says so inline.
 */
import { useCallback, useRef } from 'react';
import * as v from 'valibot';
import { isNotFound, useResource, useT } from '@kickoff/platform';
import { catalogueCalls } from '../catalogue/calls';
import { k } from '../catalogue/setup';
import { GameTile, Loaded } from '../catalogue/ui';
import { CasinoEmbedFrame } from './shared';

const GameTilePropsSchema = v.object({ gameId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)) });

/** Keyed by the game: `useResource` loads once per mount (and per language or player). */
function TileView({ gameId }: { gameId: number }) {
  const t = useT();
  const load = useCallback((lang: string, signal: AbortSignal) => catalogueCalls.game(gameId, lang, signal), [gameId]);
  const [state, retry] = useResource(load);
  if (state.status === 'error' && isNotFound(state.error)) return <p className="kk-casino__empty" role="status">{t(k('game_not_found'))}</p>;
  return (
    <Loaded state={state} retry={retry} placeholder={<ul className="kk-grid" aria-hidden="true"><li className="kk-tile kk-tile--placeholder" /></ul>}>
      {(game) => (
        <ul className="kk-grid kk-casino-embed__tile" aria-label={game.name}>
          <GameTile game={game} />
        </ul>
      )}
    </Loaded>
  );
}

export function GameTileEmbed(props: object) {
  const ref = useRef<HTMLDivElement>(null);
  const parsed = v.safeParse(GameTilePropsSchema, props);
  return (
    <CasinoEmbedFrame name="game-tile" frameRef={ref}>
      {parsed.success ? <TileView key={parsed.output.gameId} gameId={parsed.output.gameId} /> : <p role="alert">game-id must be a positive whole number</p>}
    </CasinoEmbedFrame>
  );
}
