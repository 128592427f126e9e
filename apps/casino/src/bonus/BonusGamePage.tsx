/**
 * `games/{gameRoute}`: a bonus game (pick one of the boxes: the server deals the club points behind
 * them, awards the chosen one and reveals the rest; once a UTC day), or, for another game route, the
 * TV game of the catalogue with that kind or name.
 */
import { useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import { $isAuthorized, errorText, useHref, useResource, useRoute, useStore, useT } from '@kickoff/platform';
import { BonusGameRouteSchema, type BonusGame, type BonusGamePlay, type BonusGameRoute } from '../contracts/bonus-games';
import { catalogueCalls } from '../catalogue/calls';
import { Loaded, SignInPrompt, usePageTitle } from '../catalogue/ui';
import { GameLoader } from '../play/GamePage';
import { bonusCalls } from './calls';
import { useTime } from './GamesPage';
import { b } from './setup';

/** Bonus games are played once a UTC day: the next play opens at the next UTC midnight. */
const nextUtcMidnight = (now: number): number => Math.floor(now / 86_400_000) * 86_400_000 + 86_400_000;

function Board({ game }: { game: BonusGame }) {
  const t = useT();
  const time = useTime();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<BonusGamePlay | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The server said the game was played today (in another tab, say): the board stays closed. */
  const [playedToday, setPlayedToday] = useState(false);
  const busy = useRef(false);
  const choose = (choice: number) => {
    if (busy.current || result) return;
    busy.current = true;
    setSending(true);
    setError(null);
    bonusCalls.play(game.route, choice).then(
      (played) => setResult(played),
      (e: unknown) => {
        const status = e instanceof Error && 'status' in e ? (e as { status: unknown }).status : null;
        if (status === 409) {
          setPlayedToday(true);
          setError(t(b('already'), { time: time(nextUtcMidnight(Date.now())) }));
          return;
        }
        busy.current = false;
        setError(t(errorText(e)));
      },
    ).finally(() => setSending(false));
  };
  const closed = game.available === false || playedToday;
  return (
    <>
      {closed && game.nextAt !== null && !result && <p role="status">{t(b('already'), { time: time(game.nextAt) })}</p>}
      <p id="kk-bonus-choose">{t(b('choose'))}</p>
      <div className="kk-bonus-board" role="group" aria-labelledby="kk-bonus-choose" aria-busy={sending}>
        {Array.from({ length: game.choices }, (_, i) => {
          const points = result?.revealed[i];
          return (
            <button
              key={i}
              type="button"
              disabled={sending || closed || result !== null}
              aria-pressed={result?.choice === i}
              data-revealed={points === undefined ? undefined : ''}
              aria-label={points === undefined ? t(b('choice'), { n: i + 1 }) : t(b('choice_points'), { n: i + 1, points })}
              onClick={() => choose(i)}
            >
              {points === undefined ? i + 1 : points}
            </button>
          );
        })}
      </div>
      <p className="kk-bonus-result" role="status" aria-live="polite">
        {sending ? t(b('sending')) : result ? t(b('won'), { points: result.points, balance: result.balance }) : ''}
      </p>
      {error && <p role="alert" className="kk-field-error">{error}</p>}
    </>
  );
}

function BonusGameView({ route }: { route: BonusGameRoute }) {
  const t = useT();
  const link = useHref();
  const signedIn = useStore($isAuthorized);
  const load = useCallback((lang: string, signal: AbortSignal) => bonusCalls.list(lang, signal), []);
  const [state, retry] = useResource(load);
  const game = state.status === 'ready' ? state.data.items.find((g) => g.route === route) : undefined;
  usePageTitle(game?.title ?? null);
  return (
    <Loaded state={state} retry={retry} placeholder={<p role="status" aria-busy="true" className="kk-muted">{t(b('loading'))}</p>}>
      {() =>
        !game ? (
          <p>{t(b('not_found'))}</p>
        ) : (
          <article className="kk-casino" aria-labelledby="kk-bonus-title">
            <p><a href={link('games')}>{t(b('to_games'))}</a></p>
            <h1 id="kk-bonus-title" className="kk-page-title">{game.title}</h1>
            <p>{game.description}</p>
            {signedIn ? <Board key={String(game.available)} game={game} /> : <SignInPrompt text={t(b('signin_to_play'))} />}
            <p><a href={link('points')}>{t(b('points_link'))}</a></p>
          </article>
        )
      }
    </Loaded>
  );
}

/** A TV game of the catalogue for a game route: its kind, slug or name. */
function TvGameView({ route }: { route: string }) {
  const t = useT();
  const link = useHref();
  // Every TV game fits one page (13 kinds; MAX_PAGE_SIZE is 48).
  const load = useCallback((lang: string, signal: AbortSignal) => catalogueCalls.games({ section: 'tvgames', size: 48 }, lang, signal), []);
  const [state, retry] = useResource(load);
  const kind = route.replace(/^poker-/, '');
  return (
    <Loaded state={state} retry={retry} placeholder={<p role="status" aria-busy="true" className="kk-muted">{t(b('loading'))}</p>}>
      {(page) => {
        const game = page.items.find((g) => g.kind === kind || g.slug === route);
        return game ? (
          <div className="kk-casino" data-app="casino">
            <GameLoader gameId={game.id} />
          </div>
        ) : (
          <div className="kk-casino">
            <h1 className="kk-page-title">{t(b('not_found'))}</h1>
            <p><a href={link('games')}>{t(b('to_games'))}</a></p>
          </div>
        );
      }}
    </Loaded>
  );
}

export function BonusGamePage() {
  const route = useRoute();
  const raw = route?.params['gameRoute'] ?? '';
  const bonus = v.safeParse(BonusGameRouteSchema, raw);
  return bonus.success ? <BonusGameView key={raw} route={bonus.output} /> : <TvGameView key={raw} route={raw} />;
}
