/**
 * A game's page (`slots/game/{gameId}/{gameName}`, `live-casino/game/{gameId}/{gameName}`): the game's
 * facts (provider, return to player, stakes), real or fun mode, full screen, and the game frame — an
 * iframe sandboxed with `allow-scripts` only, talking to this page through the frame protocol
 * (frame-host.ts). Real rounds reload the player's accounts, so the header's balance follows every
 * round; leaving the page finishes a round left open on the server. A signed-in player sees the
 * stakes and the maximum win in the account's currency (the rules card for it); fun mode keeps the
 * catalogue's bounds. A live table on its break refuses stakes: the frame says so in the page's language.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  $activeAccount,
  $isAuthorized,
  $language,
  errorText,
  formatMoney,
  navigate,
  t as translate,
  useHref,
  useResource,
  useRoute,
  useStore,
  useT,
  type Account,
} from '@kickoff/platform';
import type { Game } from '../contracts/catalogue';
import { FRAME_PATH, type FrameInit } from '../contracts/frame-protocol';
import type { RoundMode, RulesResponse } from '../contracts/play';
import { catalogueCalls } from '../catalogue/calls';
import { gameIdOf } from '../catalogue/routes';
import { k } from '../catalogue/setup';
import { Loaded, SignInPrompt, usePageTitle } from '../catalogue/ui';
import { funWallet, isTableClosed, refillFunWallet, roundCalls, rulesOf } from './calls';
import { createFrameHost } from './frame-host';
import { LiveTable } from './LiveTable';

/** The stake the frame starts with: 10 within the game's bounds. */
const startingStake = (rules: RulesResponse): number => Math.max(rules.minStake, Math.min(rules.maxStake, 10));

function GameFrame({ game, rules, mode, account }: { game: Game; rules: RulesResponse; mode: RoundMode; account: Account | null }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const frame = useRef<HTMLIFrameElement>(null);
  const load = useCallback(async (_lang: string, signal: AbortSignal) => {
    const wallet = mode === 'fun' ? await funWallet(signal) : null;
    const calls = roundCalls(wallet?.wallet ?? null);
    return { wallet, calls, openRound: await calls.open(game.id, signal) };
  }, []);
  const [state, retry] = useResource(load);

  useEffect(() => {
    if (state.status !== 'ready') return undefined;
    const { wallet, calls, openRound } = state.data;
    const win = (): Window | null => frame.current?.contentWindow ?? null;
    const host = createFrameHost({
      // The frame's origin is opaque (sandboxed), so it cannot be named as the target.
      post: (message) => win()?.postMessage(message, '*'),
      calls,
      ...(mode === 'real' && account ? { accountId: account.id } : {}),
      init: (): FrameInit => ({
        protocol: 'kickoff-game/1',
        kind: 'init',
        game: { id: game.id, name: game.name, engine: game.engine },
        mode,
        currency: mode === 'real' && account ? account.iso : 'FUN',
        balance: mode === 'real' && account ? account.money : (wallet?.balance ?? 0),
        stake: startingStake(rules),
        rules,
        lang: lang === 'ru' ? 'ru' : 'en',
        openRound,
      }),
      onClose: () => navigate(link(game.live ? 'live-casino' : game.section)),
      ...(wallet ? { refill: () => refillFunWallet(wallet.wallet).then((w) => w.balance) } : {}),
      errorText: (error) => translate(isTableClosed(error) ? k('live_table_closed') : errorText(error)),
      newKey: () => crypto.randomUUID(),
    });
    const onMessage = (event: MessageEvent) => {
      // Only the frame's window, whose sandboxed origin is opaque ('null').
      if (event.source !== null && event.source === win() && event.origin === 'null') host.receive(event.data);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      const open = host.openRoundId();
      // Leaving with a round open: the server finishes it now (and its sweep would, later).
      if (open) void calls.close(open).catch(() => undefined);
    };
  }, [state]);

  return (
    <Loaded state={state} retry={retry} placeholder={<div className="kk-game__frame kk-game__frame--loading" role="status" aria-busy="true" aria-label={t(k('game_loading'))} />}>
      {() => (
        <iframe
          ref={frame}
          className="kk-game__frame"
          title={t(k('frame_title'), { name: game.name })}
          src={`${FRAME_PATH}?origin=${encodeURIComponent(window.location.origin)}`}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
        />
      )}
    </Loaded>
  );
}

/** `rules`: the fun-money card; `realRules`: the card in the signed-in player's currency (null for a guest). */
function GameView({ game, rules, realRules }: { game: Game; rules: RulesResponse; realRules: RulesResponse | null }) {
  const t = useT();
  const lang = useStore($language);
  const signedIn = useStore($isAuthorized);
  const account = useStore($activeAccount);
  const [chosen, setChosen] = useState<RoundMode | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const mode: RoundMode | null = chosen ?? (signedIn ? 'real' : game.funMode ? 'fun' : null);
  usePageTitle(game.name);
  const money = (amount: number) => formatMoney(amount, account?.iso ?? 'RUB', lang);
  const shown = realRules ?? rules;
  return (
    <article className="kk-game" aria-labelledby="kk-game-title">
      <header className="kk-game__head">
        <h1 id="kk-game-title" className="kk-page-title">{game.name}</h1>
        <p className="kk-muted">
          {game.provider.name} · {t(k('game_rtp'), { rtp: Math.round(game.rtp * 1000) / 10 })} · {t(k('game_stakes'), { min: money(shown.minStake), max: money(shown.maxStake) })}
          {shown.maxWin !== undefined && <> · {t(k('game_max_win'), { max: money(shown.maxWin) })}</>}
        </p>
        <p>{game.description}</p>
      </header>
      <div className="kk-game__controls">
        <div role="radiogroup" aria-label={t(k('mode_label'))} className="kk-chips">
          <button type="button" role="radio" aria-checked={mode === 'real'} onClick={() => setChosen('real')}>{t(k('mode_real'))}</button>
          {game.funMode && <button type="button" role="radio" aria-checked={mode === 'fun'} onClick={() => setChosen('fun')}>{t(k('mode_fun'))}</button>}
        </div>
        <button type="button" className="kk-button" onClick={() => void stage.current?.requestFullscreen?.()}>{t(k('fullscreen'))}</button>
      </div>
      {game.live && <LiveTable gameId={game.id} />}
      <div ref={stage} className="kk-game__stage">
        {mode === null || (mode === 'real' && !signedIn) ? (
          <SignInPrompt text={t(k(game.funMode ? 'real_signin' : 'live_signin'))} />
        ) : mode === 'real' && !account ? (
          <p role="status" aria-busy="true" className="kk-muted">{t(k('game_loading'))}</p>
        ) : (
          <GameFrame key={`${mode}/${account?.id ?? 'fun'}`} game={game} rules={mode === 'real' ? shown : rules} mode={mode} account={mode === 'real' ? account : null} />
        )}
      </div>
      <p className="kk-muted kk-game__responsible">{t(k('responsible_note'))}</p>
    </article>
  );
}

/** One game's page by id (the games/{gameRoute} page shows a TV game through it). */
export function GameLoader({ gameId }: { gameId: number }) {
  const currency = useStore($activeAccount)?.iso;
  // A new account currency loads the rules card for it.
  return <GameRulesLoader key={currency ?? ''} gameId={gameId} currency={currency} />;
}

function GameRulesLoader({ gameId, currency }: { gameId: number; currency: string | undefined }) {
  const load = useCallback(
    async (lang: string, signal: AbortSignal) => {
      const [game, rules, realRules] = await Promise.all([
        catalogueCalls.game(gameId, lang, signal),
        rulesOf(gameId, signal),
        currency === undefined ? null : rulesOf(gameId, signal, currency),
      ]);
      return { game, rules, realRules };
    },
    [gameId, currency],
  );
  const [state, retry] = useResource(load);
  return (
    <Loaded state={state} retry={retry} placeholder={<div className="kk-game__frame kk-game__frame--loading" role="status" aria-busy="true" />}>
      {({ game, rules, realRules }) => <GameView game={game} rules={rules} realRules={realRules} />}
    </Loaded>
  );
}

export function GamePage() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const gameId = gameIdOf(route?.params['gameId'] ?? route?.params['game']);
  if (gameId === null) {
    return (
      <div className="kk-casino" data-app="casino">
        <h1 className="kk-page-title">{t(k('game_not_found'))}</h1>
        <p><a href={link('casino-lobby')}>{t(k('to_lobby'))}</a></p>
      </div>
    );
  }
  return (
    <div className="kk-casino" data-app="casino">
      <GameLoader key={gameId} gameId={gameId} />
    </div>
  );
}
