/**
 * `gameRailParcel` (`<kickoff-game-rail category limit>`): the first `limit` games of a catalogue
 * section (the contract's `CasinoSectionSchema`) as the casino's grid of tiles, linking to the games on
 * the Kickoff site. Props checked here again: an unknown section says so inline.
 */
import { useCallback, useRef } from 'react';
import * as v from 'valibot';
import { useResource, useT } from '@kickoff/platform';
import { CASINO_SECTIONS, CasinoSectionSchema, MAX_PAGE_SIZE, type CasinoSection } from '../contracts/catalogue';
import { catalogueCalls } from '../catalogue/calls';
import { k } from '../catalogue/setup';
import { GameGrid, Loaded } from '../catalogue/ui';
import { CasinoEmbedFrame } from './shared';

const GameRailPropsSchema = v.object({
  category: CasinoSectionSchema,
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE_SIZE)),
});

/** Keyed by section and limit: `useResource` loads once per mount (and per language or player). */
function RailView({ category, limit }: { category: CasinoSection; limit: number }) {
  const t = useT();
  const load = useCallback((lang: string, signal: AbortSignal) => catalogueCalls.games({ section: category, size: limit }, lang, signal), [category, limit]);
  const [state, retry] = useResource(load);
  return (
    <Loaded state={state} retry={retry} placeholder={<ul className="kk-grid" aria-hidden="true">{Array.from({ length: limit }, (_, i) => <li key={i} className="kk-tile kk-tile--placeholder" />)}</ul>}>
      {(page) => (page.items.length === 0 ? <p className="kk-casino__empty">{t(k('no_games'))}</p> : <GameGrid games={page.items.slice(0, limit)} label={t(k('games_label'))} />)}
    </Loaded>
  );
}

export function GameRailEmbed(props: object) {
  const ref = useRef<HTMLDivElement>(null);
  const parsed = v.safeParse(GameRailPropsSchema, props);
  return (
    <CasinoEmbedFrame name="game-rail" frameRef={ref}>
      {parsed.success ? (
        <RailView key={`${parsed.output.category}:${parsed.output.limit}`} category={parsed.output.category} limit={parsed.output.limit} />
      ) : (
        <p role="alert">{`category must be one of: ${CASINO_SECTIONS.join(', ')}; limit a whole number from 1 to ${MAX_PAGE_SIZE}`}</p>
      )}
    </CasinoEmbedFrame>
  );
}
