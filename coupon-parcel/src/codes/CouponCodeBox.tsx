/**
 * Coupon codes in the slip (shell spec §3 coupon state: isCouponLoadedFromCode, loadCouponInputValue):
 * "Save coupon" stores the selection on the server and shows its code with a copy button and a share
 * link (`?couponCode=CODE` on the current page); "Load coupon" reads a code, fetches the games of its
 * odds, builds each bet as an odds button does (`buildBet`, pageType `coupon-code`) and hands the bets
 * to the slip, saying how many odds are no longer available. docs/api.md "Coupon codes and promo codes".
 *
 * Self-contained: the slip owns the bets; this box only reads them and reports a loaded coupon.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { acceptStored, BetSchema, errorText, fetchGame, fetchGames, findOdd, isNotFound, buildBet, messageText, useT, type Bet } from '@kickoff/platform';
import { apiFailure, CouponErrorCodes, loadCouponCode, normalizeCouponCode, saveCouponCode, type LoadedCouponCode, type SaveCouponCodeRequest } from '@kickoff/platform-wallet';
import { CodeForm } from './CodeForm';
import { k, useCodeTexts } from './texts';

/** The query parameter of a share link. */
export const COUPON_CODE_PARAM = 'couponCode';
/** The bets' page type when they come from a coupon code. */
export const COUPON_CODE_PAGE_TYPE = 'coupon-code';

export interface LoadedCoupon {
  bets: Bet[];
  typeId: number;
  systemValue: number | null;
  /** Odds of the code that are no longer in the feed or no longer open (left out of `bets`). */
  unavailable: number;
  /** Odd ids of `bets` that were bankers when the coupon was saved. */
  bankerOddIds: number[];
  code: string;
}

export interface CouponCodeBoxProps {
  bets: readonly Bet[];
  typeId: number;
  systemValue: number | null;
  onLoad(loaded: LoadedCoupon): void;
  /** Odd ids of the bankers (system with bankers); saved with the code. */
  bankerOddIds?: readonly number[];
  /** A code to load once when the box mounts (e.g. from a share link's `?couponCode=`). */
  initialCode?: string | null;
  disabled?: boolean;
}

type Message = { kind: 'error' | 'status'; text: string } | null;

const isCouponTypeId = (n: number): n is SaveCouponCodeRequest['typeId'] => Number.isInteger(n) && n >= 0 && n <= 9;

/** The share link: the current page with `?couponCode=CODE` (other parameters kept). */
export function shareLinkFor(code: string, href: string = location.href): string {
  const url = new URL(href);
  url.searchParams.set(COUPON_CODE_PARAM, code);
  url.hash = '';
  return url.toString();
}

/** Builds the available bets of a loaded code from the feed; odds missing from the feed are skipped. */
export async function betsOfCode(loaded: LoadedCouponCode, signal?: AbortSignal): Promise<{ bets: Bet[]; bankerOddIds: number[] }> {
  const wanted = loaded.bets.filter((bet) => bet.available);
  if (wanted.length === 0) return { bets: [], bankerOddIds: [] };
  const gameIds = [...new Set(wanted.map((bet) => bet.gameId))];
  const games = new Map((await fetchGames({ ids: gameIds }, null, signal)).games.map((game) => [game.id, game]));
  // Lists carry only the main market: a game whose odd is in another market is fetched whole.
  const whole = gameIds.filter((id) => {
    const game = games.get(id);
    return wanted.some((bet) => bet.gameId === id && (game === undefined || findOdd(game, bet.oddId) === null));
  });
  const fetched = await Promise.all(whole.map((id) => fetchGame(id, null, signal).then((reply) => reply.games, () => [])));
  for (const game of fetched.flat()) games.set(game.id, game);
  const bets: Bet[] = [];
  const bankerOddIds: number[] = [];
  for (const saved of wanted) {
    const game = games.get(saved.gameId);
    const found = game ? findOdd(game, saved.oddId) : null;
    if (!game || !found || found.odd.isBlocked || found.market.isBlocked) continue;
    const bet = acceptStored(buildBet(game, found.market, found.odd, COUPON_CODE_PAGE_TYPE, { blockId: saved.blockId }), BetSchema);
    if (!bet) continue;
    bets.push(bet);
    if (saved.isBanker) bankerOddIds.push(saved.oddId);
  }
  return { bets, bankerOddIds };
}

export function CouponCodeBox(props: CouponCodeBoxProps) {
  const textsReady = useCodeTexts();
  const t = useT();
  const id = useId();
  const { bets, typeId, systemValue, bankerOddIds, onLoad, disabled = false } = props;
  const [saving, setSaving] = useState(false);
  const [savedCode, setSavedCode] = useState<string | null>(null);
  const [saveMessage, setSaveMessage] = useState<Message>(null);
  const [input, setInput] = useState(props.initialCode ?? '');
  const [loading, setLoading] = useState(false);
  const [loadMessage, setLoadMessage] = useState<Message>(null);
  const [inputInvalid, setInputInvalid] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const aborts = useRef(new Set<AbortController>());

  // A code names the selection it was saved for: another selection hides it.
  const selectionKey = JSON.stringify([bets.map((bet) => [bet.market.id, bet.blockId]), typeId, systemValue, bankerOddIds ?? []]);
  const [savedFor, setSavedFor] = useState(selectionKey);
  if (savedFor !== selectionKey) {
    setSavedFor(selectionKey);
    setSavedCode(null);
    setSaveMessage(null);
  }

  useEffect(() => () => aborts.current.forEach((controller) => controller.abort()), []);

  const track = (): AbortController => {
    const controller = new AbortController();
    aborts.current.add(controller);
    return controller;
  };
  const untrack = (controller: AbortController): boolean => {
    aborts.current.delete(controller);
    return !controller.signal.aborted;
  };
  const failureText = (err: unknown): string => messageText(t, errorText(err));

  async function save(): Promise<void> {
    if (saving || bets.length === 0 || !isCouponTypeId(typeId)) return;
    const controller = track();
    setSaving(true);
    setSaveMessage(null);
    const bankers = new Set(bankerOddIds ?? []);
    try {
      const saved = await saveCouponCode(
        {
          bets: bets.map((bet) => ({ oddId: bet.market.id, gameId: bet.market.gameId, blockId: bet.blockId, isBanker: bankers.has(bet.market.id) })),
          typeId,
          systemValue,
        },
        controller.signal,
      );
      if (!untrack(controller)) return;
      setSavedCode(saved.code);
    } catch (err) {
      if (!untrack(controller)) return;
      const { code, meta } = apiFailure(err);
      const closed = meta.oddIds;
      const text =
        code === CouponErrorCodes.marketClosed
          ? t(k('save_closed'), { count: Array.isArray(closed) ? closed.length : 1 })
          : code === CouponErrorCodes.invalidCoupon
            ? t(k('save_invalid'))
            : failureText(err);
      setSaveMessage({ kind: 'error', text });
    } finally {
      if (!controller.signal.aborted) setSaving(false);
    }
  }

  async function copy(): Promise<void> {
    if (!savedCode) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(savedCode);
      setSaveMessage({ kind: 'status', text: t(k('copied')) });
    } catch {
      // No clipboard (insecure page, denied): select the code for Ctrl+C.
      codeRef.current?.focus();
      codeRef.current?.select();
      setSaveMessage({ kind: 'status', text: t(k('copy_manual')) });
    }
  }

  async function load(raw: string): Promise<void> {
    if (loading) return;
    const code = normalizeCouponCode(raw);
    if (code === null) {
      setInputInvalid(true);
      setLoadMessage({ kind: 'error', text: t(k('code_format')) });
      return;
    }
    const controller = track();
    setInputInvalid(false);
    setLoading(true);
    setLoadMessage(null);
    try {
      const loaded = await loadCouponCode(code, controller.signal);
      const built = await betsOfCode(loaded, controller.signal);
      if (!untrack(controller)) return;
      const unavailable = loaded.bets.length - built.bets.length;
      if (built.bets.length === 0) {
        setLoadMessage({ kind: 'error', text: t(k('none_available'), { code }) });
        return;
      }
      const loadedText = t(k('loaded'), { code, count: built.bets.length });
      setLoadMessage({ kind: 'status', text: unavailable > 0 ? `${loadedText}. ${t(k('unavailable'), { count: unavailable })}` : loadedText });
      setInput(code);
      onLoad({ bets: built.bets, typeId: loaded.typeId, systemValue: loaded.systemValue, unavailable, bankerOddIds: built.bankerOddIds, code });
    } catch (err) {
      if (!untrack(controller)) return;
      const notFound = isNotFound(err);
      setInputInvalid(notFound);
      setLoadMessage({ kind: 'error', text: notFound ? t(k('not_found')) : failureText(err) });
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }

  // A share link's code loads once, when the box mounts (its texts in).
  const initial = useRef(props.initialCode ?? null);
  useEffect(() => {
    if (!textsReady) return;
    const code = initial.current;
    initial.current = null;
    if (code) void load(code);
  }, [textsReady]);

  if (!textsReady) return null;

  const loadMessageId = `${id}-load-message`;

  return (
    <section className="kk-coupon-codes" aria-label={t(k('region'))}>
      <div className="kk-coupon-codes__save">
        <button type="button" className="kk-button kk-button--ghost" onClick={() => void save()} disabled={disabled || saving || bets.length === 0} aria-busy={saving}>
          {saving ? t(k('saving')) : t(k('save'))}
        </button>
        {savedCode !== null && (
          <div className="kk-coupon-codes__saved">
            <label className="kk-field">
              <span>{t(k('saved_code'))}</span>
              <input ref={codeRef} readOnly value={savedCode} className="kk-coupon-codes__code" onFocus={(event) => event.currentTarget.select()} />
            </label>
            <button type="button" className="kk-button kk-button--ghost" onClick={() => void copy()}>
              {t(k('copy'))}
            </button>
            <a className="kk-coupon-codes__link" href={shareLinkFor(savedCode)}>
              {t(k('share_link'))}
            </a>
            <p className="kk-muted">{t(k('saved_hint'))}</p>
          </div>
        )}
        <div aria-live="polite" className="kk-coupon-codes__save-status">
          {saveMessage?.kind === 'status' && <p>{saveMessage.text}</p>}
        </div>
        <div role="alert">{saveMessage?.kind === 'error' && <p className="kk-form-error">{saveMessage.text}</p>}</div>
      </div>

      <CodeForm
        className="kk-coupon-codes__load"
        label={t(k('load_label'))}
        value={input}
        onValueChange={(value) => {
          setInput(value);
          setInputInvalid(false);
        }}
        onSubmit={() => void load(input)}
        submitText={t(k('load'))}
        busy={loading}
        busyText={t(k('loading'))}
        invalid={inputInvalid}
        describedBy={loadMessage ? loadMessageId : undefined}
        disabled={disabled}
      >
        <div aria-live="polite" id={loadMessage?.kind === 'status' ? loadMessageId : undefined}>
          {loadMessage?.kind === 'status' && <p>{loadMessage.text}</p>}
        </div>
        <div role="alert" id={loadMessage?.kind === 'error' ? loadMessageId : undefined}>
          {loadMessage?.kind === 'error' && <p className="kk-form-error">{loadMessage.text}</p>}
        </div>
      </CodeForm>
    </section>
  );
}
