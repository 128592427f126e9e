/**
 * The live-odds benchmark's baseline (scripts/bench/live-odds.mjs): the same 500 games and ticks
 * (scripts/bench/live-odds-ticks.ts) shown by a plain React list over ONE store. A nanostores atom
 * holds the whole games array; a tick merges the reply (the feed's own pure merge) and sets a new
 * array; the list `useStore()`s it and maps rows to odds buttons with no memoisation, so every tick
 * re-renders the list, every row and every button. The markup matches Kickoff's list (row, teams
 * link, meta with timer, score, three odds buttons with label, coefficient and hidden trend texts,
 * the markets link); it has no flash and no ticking clock, so it does less work than Kickoff's.
 */
import { createElement as h, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { formatCoef } from '@kickoff/platform';
import { applyGamesResponse, emptyFeedState } from '../../platform/src/feed/merge';
import type { Game, Market } from '../../platform/src/schemas/feed';
import { formatClock } from '../../apps/betting/src/lib/ticker';
import { fullReply } from '../../tests/platform/feed/fixtures';
import { initialGames, installBench } from './live-odds-ticks';

let state = applyGamesResponse(emptyFeedState(), fullReply(initialGames, 1));
const gamesOf = (): readonly Game[] => state.order.map((id) => state.games.get(id) as Game);
const $games = atom<readonly Game[]>(gamesOf());

function PlainOdd({ odd, market }: { odd: Market['odds'][number]; market: Market }): ReactElement {
  const blocked = odd.isBlocked || market.isBlocked || odd.coef <= 0;
  return h(
    'button',
    { type: 'button', className: `kk-odd${blocked ? ' kk-odd--blocked' : ''}`, 'aria-pressed': false, 'aria-disabled': blocked || undefined, 'data-odd-id': odd.id, onClick: () => undefined },
    h('span', { className: 'kk-odd__label' }, odd.name),
    blocked ? h('span', { className: 'kk-odd__lock', role: 'img', 'aria-label': 'Betting suspended' }) : h('span', { className: 'kk-odd__coef' }, formatCoef(odd.coef, 0)),
    h('span', { className: 'kk-visually-hidden kk-odd__trend' }, h('span', { className: 'kk-odd__rose' }, 'coefficient rose'), h('span', { className: 'kk-odd__fell' }, 'coefficient fell')),
  );
}

function PlainRow({ game }: { game: Game }): ReactElement {
  const main = game.markets[0];
  const href = `#game-${game.id}`;
  return h(
    'li',
    { className: 'kk-game', 'data-game-id': game.id, 'aria-labelledby': `kk-game-${game.id}` },
    h(
      'div',
      { className: 'kk-game__info' },
      h('a', { id: `kk-game-${game.id}`, className: 'kk-game__teams', href }, h('span', null, game.team1), h('span', { className: 'kk-game__vs', 'aria-hidden': 'true' }, '—'), h('span', { className: 'kk-visually-hidden' }, ' versus '), h('span', null, game.team2)),
      h('div', { className: 'kk-game__meta' }, h('span', null, game.champName), game.period && h('span', { className: 'kk-game__period' }, game.period), game.timeSec !== null && h('span', { className: 'kk-timer', role: 'timer' }, formatClock(game.timeSec))),
    ),
    h('div', { className: 'kk-game__score' }, game.score1 !== null && game.score2 !== null ? `${game.score1}:${game.score2}` : ''),
    h('div', { className: 'kk-game__odds', role: 'group', 'aria-label': main?.name ?? 'Main market' }, main ? main.odds.slice(0, 3).map((odd) => h(PlainOdd, { key: odd.id, odd, market: main })) : null),
    h('a', { className: 'kk-game__more', href, 'aria-label': `All ${game.marketsCount} markets of ${game.team1} — ${game.team2}` }, `+${game.marketsCount}`),
  );
}

function PlainList(): ReactElement {
  const games = useStore($games);
  return h('ul', { className: 'kk-games' }, games.map((game) => h(PlainRow, { key: game.id, game })));
}

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
flushSync(() => root.render(h(PlainList)));

installBench({
  apply(reply) {
    state = applyGamesResponse(state, reply);
    $games.set(gamesOf());
  },
});
