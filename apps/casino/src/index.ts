/**
 * @kickoff/casino — single-spa application lifecycles, and the parcels of the casino embeds
 * (`@kickoff/embeds`: `<kickoff-game-tile>` → `gameTileParcel`, `<kickoff-game-rail>` →
 * `gameRailParcel`), whose code loads on first use.
 */
import { lazyParcel, reactLifecycles } from '@kickoff/platform';
import { CasinoApp } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(CasinoApp);

export const gameTileParcel = reactLifecycles(lazyParcel(() => import('./embed/GameTileEmbed').then((m) => m.GameTileEmbed)));
export const gameRailParcel = reactLifecycles(lazyParcel(() => import('./embed/GameRailEmbed').then((m) => m.GameRailEmbed)));
