/**
 * One odds button (DESIGN.md §6): subscribes to its own odd store only, with one listener, so a
 * moving coefficient touches this button's text and nothing else. The coefficient is a transient
 * update: the store listener writes the text node directly (no React render for the 10 % of odds that move every
 * poll); React re-renders the button only when the odd is blocked or unblocked, selected, or the
 * view or language changes, and then renders the same text from the store. Shows the coefficient in the user's view; flashes up or
 * down for 1.5 s when the coefficient moves (one class set from the store listener, which also
 * reveals the screen-reader text "coefficient rose/fell"; no render or effect); shows a lock when the odd or its
 * market is blocked (aria-disabled, clicks ignored) and aria-pressed when the odd is in the coupon.
 * A click publishes `kickoff:add-bet` with a bet built from the feed's current game.
 */
import { memo, useCallback, useLayoutEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { $couponOddIds, BetSchema, buildBet, emit, findOdd, formatCoef, t, type FeedStore, type OddView } from '@kickoff/platform';
import { useButtonEnv } from './coef-view';
import { createSelectionIndex } from './selection-index';
import { flashOdd } from './flash';
import { countRender } from '../lib/render-count';

export { FLASH_MS } from './flash';

export interface OddsButtonProps {
  store: FeedStore;
  gameId: number;
  oddId: number;
  pageType: string;
  /** Outcome label shown before the coefficient (1, X, 2, Over 2.5…). */
  label?: string;
}

/** The coupon's odds, per odd: a bet added or removed wakes only its own button. */
const couponSelection = createSelectionIndex($couponOddIds);

/** The button's few texts, translated once per language (i18next lookups are slow for 1500 buttons). */
const texts = new Map<string, string>();
function buttonText(lang: string, key: 'odd_rose' | 'odd_fell' | 'odd_blocked'): string {
  const cacheKey = `${lang}:${key}`;
  let text = texts.get(cacheKey);
  if (text === undefined) {
    text = t(`betting:${key}`, { lng: lang });
    texts.set(cacheKey, text);
  }
  return text;
}

/** Publishes the bet of an odd from the feed's current game; blocked odds publish nothing. */
export function addBet(store: FeedStore, gameId: number, oddId: number, pageType: string): boolean {
  const view = store.oddStore(oddId).get();
  if (view.isBlocked || view.coef <= 0) return false;
  const game = store.game(gameId);
  const found = game ? findOdd(game, oddId) : null;
  if (!game || !found || found.odd.isBlocked || found.market.isBlocked) return false;
  const parsed = v.safeParse(BetSchema, buildBet(game, found.market, found.odd, pageType));
  if (!parsed.success) {
    console.warn('odds button: bet failed its schema', v.flatten(parsed.issues));
    return false;
  }
  emit('kickoff:add-bet', { bet: parsed.output, source: 'betting' });
  return true;
}

const notSelected = (): boolean => false;

const isBlockedView = (odd: OddView): boolean => odd.isBlocked || odd.coef <= 0;

function OddsButtonImpl({ store, gameId, oddId, pageType, label }: OddsButtonProps) {
  if (process.env.NODE_ENV !== 'production') countRender(`odd:${oddId}`);
  const $odd = store.oddStore(oddId);
  // The button has one store listener (below): a moving odd calls it once; it renders the button
  // again only when the odd is blocked or unblocked (the render reads the store).
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const blocked = isBlockedView($odd.get());
  const blockedRef = useRef(blocked);
  blockedRef.current = blocked;
  const { view, lang } = useButtonEnv();
  const subscribeSelected = useCallback((onChange: () => void) => couponSelection.subscribe(oddId, onChange), [oddId]);
  // A server-drawn page (issue 25) knows no coupon: every button is drawn unpressed, then shows the stored coupon.
  const selected = useSyncExternalStore(subscribeSelected, () => couponSelection.has(oddId), notSelected);
  const ref = useRef<HTMLButtonElement>(null);
  const coefRef = useRef<HTMLSpanElement>(null);
  const viewRef = useRef(view);
  viewRef.current = view;

  // Coefficient moves are transient updates: the store listener writes the new text and flashes,
  // without a React render. React renders the same text from the store whenever it renders.
  useLayoutEffect(() => {
    const write = (odd: OddView) => {
      const text = coefRef.current?.firstChild;
      if (text instanceof Text) {
        const shown = formatCoef(odd.coef, viewRef.current);
        if (text.data !== shown) text.data = shown;
      }
    };
    const current = $odd.get();
    write(current);
    // The odd may have been blocked or unblocked between the render and this subscription.
    if (isBlockedView(current) !== blockedRef.current) rerender();
    return $odd.listen((next, prev) => {
      if (next.coef !== prev?.coef) {
        write(next);
        if (ref.current && next.trend !== null) flashOdd(ref.current, next.trend);
      }
      if (isBlockedView(next) !== blockedRef.current) rerender();
    });
  }, [$odd]);
  const onClick = useCallback(() => void addBet(store, gameId, oddId, pageType), [store, gameId, oddId, pageType]);

  return (
    <button
      ref={ref}
      type="button"
      className={`kk-odd${selected ? ' kk-odd--selected' : ''}${blocked ? ' kk-odd--blocked' : ''}`}
      aria-pressed={selected}
      aria-disabled={blocked || undefined}
      data-odd-id={oddId}
      onClick={onClick}
    >
      {label !== undefined && <span className="kk-odd__label">{label}</span>}
      {blocked ? (
        <span className="kk-odd__lock" role="img" aria-label={buttonText(lang, 'odd_blocked')}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
          </svg>
        </span>
      ) : (
        <span ref={coefRef} className="kk-odd__coef">
          {formatCoef($odd.get().coef, view)}
        </span>
      )}
      <span className="kk-visually-hidden kk-odd__trend">
        <span className="kk-odd__rose">{buttonText(lang, 'odd_rose')}</span>
        <span className="kk-odd__fell">{buttonText(lang, 'odd_fell')}</span>
      </span>
    </button>
  );
}

export const OddsButton = memo(OddsButtonImpl);
