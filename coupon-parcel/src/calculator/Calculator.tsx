/**
 * The betting calculator (information/betting-calculator, issue 10 item 5): every coupon type on the
 * coupon's own maths (../domain through ./model), usable without logging in. Loaded on use: this
 * file, its texts (namespace `calculator`, registered below) and its styles (./lifecycles.tsx) are
 * one lazy chunk of the coupon module, mounted by the information app as the `calculator` parcel
 * (./parcel.ts).
 *
 * Odds are typed in the player's coefficient view ($globalSettings); a view change rewrites the
 * odds already typed. Errors sit next to their field (aria-invalid, aria-describedby); the result
 * is a polite live region.
 */
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { $globalSettings, $language, addTranslations, effectiveCoefView, useStore, useT, type CoefViewId } from '@kickoff/platform';
import { betTextKeys } from '@kickoff/platform-wallet';
import { CouponType, formatOdds, parseOdds, roundMoney, type BetStatusId, type CouponTypeId } from '../domain';
import {
  BLOCK_IDS,
  CALCULATOR_STATUSES,
  CALCULATOR_TYPES,
  SELECTION_LIMITS,
  evaluate,
  initialState,
  newSelection,
  type CalculatorSelection,
  type CalculatorState,
  type Message,
} from './model';

addTranslations('calculator', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });

type Translate = ReturnType<typeof useT>;
const say = (t: Translate, message: Message): string => t(message.key, message.values);

/** A money amount with 2 decimals in the page language ("109.20"); "≈" when it is not exact at 2 decimals. */
function money(value: number, lang: string): string {
  const text = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return Math.abs(roundMoney(value) - value) > 1e-9 ? `≈${text}` : text;
}

export function Calculator() {
  const t = useT();
  const id = useId();
  const lang = useStore($language);
  const settings = useStore($globalSettings);
  const view = effectiveCoefView(settings.coefViewId, settings.appViewType);
  const [state, setState] = useState<CalculatorState>(initialState);
  /**
   * Fields the player has typed in: an empty one says it is required from then on (only after a
   * change, not on leaving it, so tabbing through the form or a click that moves the focus never
   * makes errors appear and move the page under the pointer).
   */
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const oddsInputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusKey, setFocusKey] = useState<number | 'add' | null>(null);

  const format = (decimal: number) => formatOdds(decimal, view);
  const typeName = t(betTextKeys.couponType(state.typeId));
  const evaluation = useMemo(() => evaluate(state, view, (d) => formatOdds(d, view), typeName), [state, view, typeName]);
  const { result } = evaluation;

  // A new coefficient view rewrites the odds typed in the old one.
  const shownView = useRef<CoefViewId>(view);
  useEffect(() => {
    const previous = shownView.current;
    if (previous === view) return;
    shownView.current = view;
    setState((s) => ({
      ...s,
      selections: s.selections.map((sel) => {
        const decimal = parseOdds(sel.oddsText, previous);
        return decimal === null ? sel : { ...sel, oddsText: formatOdds(decimal, view) };
      }),
    }));
  }, [view]);

  useEffect(() => {
    if (focusKey === null) return;
    (focusKey === 'add' ? addButton.current : oddsInputs.current.get(focusKey))?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const touch = (field: string) => setTouched((old) => (old.has(field) ? old : new Set(old).add(field)));
  const shown = (field: string, error: Message | null): Message | null => (error && (touched.has(field) || (error.key !== 'calculator:odds_required' && error.key !== 'calculator:stake_required')) ? error : null);
  const patch = (key: number, change: Partial<CalculatorSelection>) =>
    setState((s) => ({ ...s, selections: s.selections.map((sel) => (sel.key === key ? { ...sel, ...change } : sel)) }));

  const { min, max } = SELECTION_LIMITS[state.typeId];
  const count = state.selections.length;
  const canAdd = count < max;
  const add = () => {
    const used = new Set(state.selections.map((s) => s.blockId));
    const selection = newSelection(BLOCK_IDS.find((b) => b !== 0 && !used.has(b)) ?? 1);
    setState((s) => ({ ...s, selections: [...s.selections, selection] }));
    setFocusKey(selection.key);
  };
  const remove = (key: number) => {
    setState((s) => ({ ...s, selections: s.selections.filter((sel) => sel.key !== key) }));
    oddsInputs.current.delete(key);
    setFocusKey('add');
  };

  const countErrorId = `${id}-count-error`;
  const stakeErrorId = `${id}-stake-error`;
  const stakeError = shown('stake', evaluation.stakeError);
  const antiError = shown('anti', evaluation.antiExpressError);
  const isSystem = state.typeId === CouponType.system;
  const isMultiBet = state.typeId === CouponType.multiBet;

  return (
    <form className="kk-calc" noValidate onSubmit={(e) => e.preventDefault()} data-coupon-type={state.typeId}>
      <p className="kk-muted kk-calc__intro">{t('calculator:intro')}</p>
      <div className="kk-calc__settings">
        <div className="kk-calc__field">
          <label htmlFor={`${id}-type`}>{t('calculator:type_label')}</label>
          <select
            id={`${id}-type`}
            value={state.typeId}
            aria-invalid={evaluation.countError ? true : undefined}
            aria-describedby={evaluation.countError ? countErrorId : undefined}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => setState((s) => ({ ...s, typeId: Number(e.target.value) as CouponTypeId }))}
          >
            {CALCULATOR_TYPES.map((typeId) => (
              <option key={typeId} value={typeId}>{t(betTextKeys.couponType(typeId))}</option>
            ))}
          </select>
        </div>
        {isSystem && evaluation.systemOptions.length > 0 && (
          <div className="kk-calc__field">
            <label htmlFor={`${id}-system`}>{t('calculator:system_label')}</label>
            <select id={`${id}-system`} value={evaluation.systemValue ?? ''} onChange={(e) => setState((s) => ({ ...s, systemValue: Number(e.target.value) }))}>
              {evaluation.systemOptions.map((option) => {
                const name = t('bets:system_of', { k: option.value, n: count - option.offset });
                return (
                  <option key={option.value} value={option.value}>
                    {option.offset > 0
                      ? t('calculator:system_option_bankers', { name, bankers: option.offset, lines: option.combinations })
                      : t('calculator:system_option', { name, lines: option.combinations })}
                  </option>
                );
              })}
            </select>
          </div>
        )}
        {isMultiBet && evaluation.blockCount > 0 && (
          <div className="kk-calc__field">
            <label htmlFor={`${id}-blocks`}>{t('calculator:blocks_label')}</label>
            <select id={`${id}-blocks`} value={evaluation.blocksPerLine} onChange={(e) => setState((s) => ({ ...s, blocksPerLine: Number(e.target.value) }))}>
              {Array.from({ length: evaluation.blockCount }, (_, i) => i + 1).map((k) => (
                <option key={k} value={k}>{t('calculator:blocks_option', { k, n: evaluation.blockCount })}</option>
              ))}
            </select>
          </div>
        )}
        {state.typeId === CouponType.antiExpress && (
          <div className="kk-calc__field">
            <label htmlFor={`${id}-anti`}>{t('calculator:anti_express_label')}</label>
            <input
              id={`${id}-anti`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={state.antiExpressText ?? ''}
              aria-invalid={antiError ? true : undefined}
              aria-describedby={antiError ? `${id}-anti-error` : `${id}-anti-hint`}
              onChange={(e) => {
                const antiExpressText = e.target.value;
                setState((s) => ({ ...s, antiExpressText }));
                touch('anti');
              }}
            />
            <p id={`${id}-anti-hint`} className="kk-muted">{t('calculator:anti_express_hint')}</p>
            {antiError && <p id={`${id}-anti-error`} className="kk-calc__error">{say(t, antiError)}</p>}
          </div>
        )}
        <div className="kk-calc__field">
          <label htmlFor={`${id}-stake`}>{t('calculator:stake_label')}</label>
          <input
            id={`${id}-stake`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={state.stakeText}
            aria-invalid={stakeError ? true : undefined}
            aria-describedby={stakeError ? stakeErrorId : undefined}
            onChange={(e) => {
              const stakeText = e.target.value;
              setState((s) => ({ ...s, stakeText }));
              touch('stake');
            }}
          />
          {stakeError && <p id={stakeErrorId} className="kk-calc__error">{say(t, stakeError)}</p>}
        </div>
      </div>

      <fieldset className="kk-calc__selections">
        <legend>{t('calculator:selections_title')}</legend>
        <ol className="kk-calc__list">
          {state.selections.map((selection, index) => {
            const n = index + 1;
            const oddsField = `odds-${selection.key}`;
            const oddsError = shown(oddsField, evaluation.oddsErrors[index] ?? null);
            const oddsErrorId = `${id}-${oddsField}-error`;
            const suffix = <span className="kk-visually-hidden">{t('calculator:selection_suffix', { n })}</span>;
            return (
              <li key={selection.key} className="kk-calc__selection" data-selection={n}>
                <span className="kk-calc__number" aria-hidden="true">{n}</span>
                <div className="kk-calc__field kk-calc__odds">
                  <label htmlFor={`${id}-${oddsField}`}>{t('calculator:odds_label')}{suffix}</label>
                  <input
                    id={`${id}-${oddsField}`}
                    ref={(el) => {
                      if (el) oddsInputs.current.set(selection.key, el);
                    }}
                    type="text"
                    inputMode={view === 1 ? 'text' : 'decimal'}
                    autoComplete="off"
                    placeholder={format(1.85)}
                    value={selection.oddsText}
                    aria-invalid={oddsError ? true : undefined}
                    aria-describedby={oddsError ? oddsErrorId : undefined}
                    onChange={(e) => {
                      patch(selection.key, { oddsText: e.target.value });
                      touch(oddsField);
                    }}
                  />
                  {oddsError && <p id={oddsErrorId} className="kk-calc__error">{say(t, oddsError)}</p>}
                </div>
                <div className="kk-calc__field">
                  <label htmlFor={`${id}-status-${selection.key}`}>{t('calculator:status_label')}{suffix}</label>
                  <select
                    id={`${id}-status-${selection.key}`}
                    value={selection.statusId}
                    onChange={(e) => patch(selection.key, { statusId: Number(e.target.value) as BetStatusId })}
                  >
                    {CALCULATOR_STATUSES.map((statusId) => (
                      <option key={statusId} value={statusId}>{t(betTextKeys.betStatus(statusId))}</option>
                    ))}
                  </select>
                </div>
                {isSystem && (
                  <div className="kk-calc__check">
                    <input
                      id={`${id}-banker-${selection.key}`}
                      type="checkbox"
                      checked={selection.banker}
                      onChange={(e) => patch(selection.key, { banker: e.target.checked })}
                    />
                    <label htmlFor={`${id}-banker-${selection.key}`}>{t('calculator:banker_label')}{suffix}</label>
                  </div>
                )}
                {isMultiBet && (
                  <div className="kk-calc__field">
                    <label htmlFor={`${id}-block-${selection.key}`}>{t('calculator:block_label')}{suffix}</label>
                    <select id={`${id}-block-${selection.key}`} value={selection.blockId} onChange={(e) => patch(selection.key, { blockId: Number(e.target.value) })}>
                      {BLOCK_IDS.map((blockId) => (
                        <option key={blockId} value={blockId}>{blockId === 0 ? t('calculator:block_lobby') : t('calculator:block_n', { n: blockId })}</option>
                      ))}
                    </select>
                  </div>
                )}
                <button
                  type="button"
                  className="kk-button kk-button--ghost kk-calc__remove"
                  disabled={count <= 1}
                  aria-label={t('calculator:remove', { n })}
                  onClick={() => remove(selection.key)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ol>
        {evaluation.countError && <p id={countErrorId} className="kk-calc__error">{say(t, evaluation.countError)}</p>}
        <button
          ref={addButton}
          type="button"
          className="kk-button kk-button--ghost"
          disabled={!canAdd}
          aria-describedby={evaluation.countError && count < min ? countErrorId : undefined}
          onClick={add}
        >
          {t('calculator:add')}
        </button>
      </fieldset>

      <section className="kk-calc__result" aria-labelledby={`${id}-result-title`}>
        <h2 id={`${id}-result-title`} className="kk-calc__result-title">{t('calculator:result_title')}</h2>
        <div role="status" aria-live="polite" aria-atomic="true">
          {result === null ? (
            <p className="kk-muted">{t('calculator:result_incomplete')}</p>
          ) : (
            <>
              <dl className="kk-calc__figures">
                <dt>{t('calculator:coef')}</dt>
                <dd data-figure="coef">{format(result.coef)}</dd>
                {result.lines > 1 && (
                  <>
                    <dt>{t('calculator:lines')}</dt>
                    <dd data-figure="lines">{result.lines}</dd>
                    <dt>{t('calculator:stake_per_line')}</dt>
                    <dd data-figure="stake-per-line">{money(result.stakePerLine, lang)}</dd>
                  </>
                )}
                <dt>{t('calculator:possible_win')}</dt>
                <dd data-figure="possible-win">{money(result.possibleWin, lang)}</dd>
                {result.payout !== null && result.profit !== null && (
                  <>
                    <dt>{t('calculator:payout')}</dt>
                    <dd data-figure="payout">{money(result.payout, lang)}</dd>
                    <dt>{t('calculator:profit')}</dt>
                    <dd data-figure="profit">{money(result.profit, lang)}</dd>
                  </>
                )}
              </dl>
              {result.payout === null && <p className="kk-muted">{t('calculator:payout_pending')}</p>}
            </>
          )}
        </div>
      </section>
    </form>
  );
}
