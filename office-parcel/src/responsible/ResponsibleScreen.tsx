/**
 * `office/responsible` (account spec §2 "Responsible-gaming area"; issue 12 item 2): deposit, wager
 * and loss limits, the session limit, the reality check, self-exclusion, time-out and the lock of
 * the bet and loss limits, each saying what takes effect when. Rules in ./model.ts, the steps of a
 * change in ./use-limit-flow.ts; the server enforces every limit whatever this screen shows.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { $language, formatMoney, useHref, useResource, useStore, useT } from '@kickoff/platform';
import {
  EXTRA_LOCK_DAYS,
  limitsCalls,
  LimitTypes,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_HOURS,
  TIME_OUT_DAYS,
  type AvailableLimit,
  type Limit,
  type LimitType,
  type SelfExcludeReason,
} from '@kickoff/platform-wallet';
import { ConfirmDialog, SelfTestDialog } from './dialogs';
import { canConfirm, approveAt, changeEffect, isLockedByExtra, isNoLimit, MONEY_GROUPS, noLimitValue, parseMoneyLimit, stateOf } from './model';
import { k } from './setup';
import { useLimitFlow, type LimitFlow } from './use-limit-flow';

interface Loaded {
  limits: Limit[];
  available: AvailableLimit[];
  reasons: SelfExcludeReason[];
}

const load = async (_lang: string, signal: AbortSignal): Promise<Loaded> => {
  const [limits, available, reasons] = await Promise.all([limitsCalls.limits(signal), limitsCalls.available(signal), limitsCalls.reasons(signal)]);
  return { limits, available, reasons };
};

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function useDates() {
  const lang = useStore($language);
  const date = (seconds: number) => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(seconds * 1000);
  return { lang, date };
}

/** The state line of one limit: in force, left in the period, a pending change and when it can be confirmed. */
function LimitState({ type, limits, format, name, flow }: { type: LimitType; limits: Limit[]; format: (v: number) => string; name: string; flow: LimitFlow }) {
  const t = useT();
  const { date } = useDates();
  const { active, pending } = stateOf(limits, type);
  return (
    <div className="kk-rg__state">
      <span>{active ? t(k('current'), { value: format(active.limitValue) }) : t(k('current_none'))}</span>
      {active?.limitBalance != null && <span className="kk-muted">{t(k('left'), { value: format(active.limitBalance) })}</span>}
      {pending && (
        <span className="kk-rg__pending">
          {isNoLimit(type, pending.limitValue) ? t(k('pending_removal')) : t(k('pending_value'), { value: format(pending.limitValue) })}{' '}
          {canConfirm(pending, nowSeconds()) ? t(k('pending_ready')) : t(k('pending_until'), { date: date(approveAt(pending)) })}
        </span>
      )}
      {pending && (
        <div className="kk-rg__form">
          {canConfirm(pending, nowSeconds()) && (
            <button type="button" className="kk-button" disabled={flow.busy} aria-label={t(k('confirm_named'), { name })} onClick={() => flow.act(type, 'confirm')}>
              {t(k('confirm_change'))}
            </button>
          )}
          <button type="button" className="kk-button kk-button--ghost" disabled={flow.busy} aria-label={t(k('reject_named'), { name })} onClick={() => flow.act(type, 'reject')}>
            {t(k('cancel_change'))}
          </button>
        </div>
      )}
    </div>
  );
}

function MoneyLimitRow({ type, kind, limits, currency, flow }: { type: LimitType; kind: string; limits: Limit[]; currency: string; flow: LimitFlow }) {
  const t = useT();
  const { lang } = useDates();
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const name = `${t(k(`money_${kind}`))} ${t(k(`period_${type}`))}`;
  const locked = isLockedByExtra(type, limits);
  const { active, pending } = stateOf(limits, type);
  const format = (value: number) => formatMoney(value, currency, lang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseMoneyLimit(text);
    if (value === null) return setInvalid(true);
    setInvalid(false);
    flow.change({ limitType: type, limitValue: value });
  };
  const blocked = locked || pending !== null || flow.busy;
  return (
    <div className="kk-rg__row">
      <div>
        <label htmlFor={id} className="kk-rg__label">{t(k('limit_label'), { kind: t(k(`money_${kind}`)), period: t(k(`period_${type}`)), currency })}</label>
        <LimitState type={type} limits={limits} format={format} name={name} flow={flow} />
      </div>
      <form className="kk-rg__form" onSubmit={submit} noValidate>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={blocked}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" className="kk-button" disabled={blocked} aria-label={t(k('set_named'), { name })}>{t(k('set'))}</button>
        {active && (
          <button type="button" className="kk-button kk-button--ghost" disabled={blocked} aria-label={t(k('remove_named'), { name })} onClick={() => flow.change({ limitType: type, limitValue: noLimitValue(type) })}>
            {t(k('no_limit'))}
          </button>
        )}
        {invalid && <p id={`${id}-error`} className="kk-rg__error">{t(k('amount_invalid'))}</p>}
      </form>
    </div>
  );
}

/** Session limit (hours) and reality check (minutes): a choice of the spec's values or off. */
function ChoiceLimit({ type, values, unit, limits, flow }: { type: LimitType; values: readonly number[]; unit: 'hours' | 'minutes'; limits: Limit[]; flow: LimitFlow }) {
  const t = useT();
  const id = useId();
  const { active, pending } = stateOf(limits, type);
  const [value, setValue] = useState<number>(active?.limitValue ?? noLimitValue(type));
  useEffect(() => setValue(active?.limitValue ?? noLimitValue(type)), [active?.limitValue, type]);
  const format = (v: number) => (isNoLimit(type, v) ? t(k('not_set')) : t(k(unit), { count: v }));
  const label = t(k(type === LimitTypes.session ? 'session_label' : 'reality_label'));
  const effect = changeEffect(type, active, value);
  return (
    <div className="kk-rg__row">
      <LimitState type={type} limits={limits} format={format} name={label} flow={flow} />
      <form className="kk-rg__form" onSubmit={(e) => (e.preventDefault(), flow.change({ limitType: type, limitValue: value }))}>
        <label htmlFor={id}>{label}</label>
        <select id={id} value={value} disabled={pending !== null || flow.busy} onChange={(e) => setValue(Number(e.currentTarget.value))}>
          <option value={noLimitValue(type)}>{t(k('not_set'))}</option>
          {values.map((v) => <option key={v} value={v}>{format(v)}</option>)}
        </select>
        <button type="submit" className="kk-button" disabled={pending !== null || flow.busy || effect === 'unchanged'}>{t(k('save'))}</button>
      </form>
    </div>
  );
}

/** Self-exclusion, time-out and the lock: a period (and a reason), confirmed first; never cancelled early. */
function PeriodLimit({ type, days, limits, reasons, flow }: { type: LimitType; days: readonly number[]; limits: Limit[]; reasons?: SelfExcludeReason[]; flow: LimitFlow }) {
  const t = useT();
  const { date } = useDates();
  const id = useId();
  const part = type === LimitTypes.selfExclusion ? 'selfexclusion' : type === LimitTypes.timeOut ? 'timeout' : 'extra';
  const { active } = stateOf(limits, type);
  const [period, setPeriod] = useState(days[0] ?? 1);
  const [reason, setReason] = useState<number | null>(reasons?.[0]?.id ?? null);
  const label = (d: number) => (d === 1 ? t(k('day_one')) : t(k('days'), { count: d }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const until = date(nowSeconds() + period * 86_400);
    flow.change(
      { limitType: type, limitValue: period, ...(type === LimitTypes.selfExclusion && reason !== null ? { selfExcludeReason: reason } : {}) },
      t(k(`confirm_${part}`), { period: label(period), date: until }),
    );
  };
  return (
    <form className="kk-rg__form" onSubmit={submit}>
      {active?.endsAt != null && <p className="kk-rg__pending">{t(k('active_until'), { date: date(active.endsAt) })}</p>}
      <label htmlFor={`${id}-days`}>{t(k(`${part}_days`))}</label>
      <select id={`${id}-days`} value={period} disabled={flow.busy} onChange={(e) => setPeriod(Number(e.currentTarget.value))}>
        {days.filter((d) => !active?.endsAt || nowSeconds() + d * 86_400 > active.endsAt).map((d) => <option key={d} value={d}>{label(d)}</option>)}
      </select>
      {reasons && (
        <>
          <label htmlFor={`${id}-reason`}>{t(k('selfexclusion_reason'))}</label>
          <select id={`${id}-reason`} value={reason ?? ''} disabled={flow.busy} onChange={(e) => setReason(Number(e.currentTarget.value))}>
            {reasons.map((r) => <option key={r.id} value={r.id}>{r.selfExcludeReason}</option>)}
          </select>
        </>
      )}
      <button type="submit" className="kk-button" disabled={flow.busy}>{t(k(`${part}_submit`))}</button>
    </form>
  );
}

function Section({ title, text, children }: { title: string; text?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="kk-card kk-rg__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {text && <p className="kk-muted">{text}</p>}
      {children}
    </section>
  );
}

function Sections({ data }: { data: Loaded }) {
  const t = useT();
  const link = useHref();
  const { date } = useDates();
  const [limits, setLimits] = useState<Limit[]>(data.limits);
  const flow = useLimitFlow(useCallback((next: Limit[]) => setLimits(next), []));
  const currency = data.available.find((a) => a.limitType === LimitTypes.deposit24h)?.measure ?? 'RUB';
  const lock = stateOf(limits, LimitTypes.extraLock).active;
  return (
    <>
      <div className="kk-rg__live">
        <div role="status" aria-live="polite">{flow.message}</div>
        <div role="alert" className="kk-rg__error">{flow.error}</div>
      </div>
      <Section title={t(k('money_title'))}>
        {lock?.endsAt != null && <p className="kk-rg__pending">{t(k('locked'), { date: date(lock.endsAt) })}</p>}
        {MONEY_GROUPS.map((group) => (
          <div key={group.kind} className="kk-rg__group">
            <h3>{t(k(`money_${group.kind}`))}</h3>
            {group.types.map((type) => <MoneyLimitRow key={type} type={type} kind={group.kind} limits={limits} currency={currency} flow={flow} />)}
          </div>
        ))}
      </Section>
      <Section title={t(k('session_title'))} text={t(k('session_text'))}>
        <ChoiceLimit type={LimitTypes.session} values={SESSION_LIMIT_HOURS} unit="hours" limits={limits} flow={flow} />
      </Section>
      <Section title={t(k('reality_title'))} text={t(k('reality_text'))}>
        <ChoiceLimit type={LimitTypes.realityCheck} values={REALITY_CHECK_MINUTES} unit="minutes" limits={limits} flow={flow} />
      </Section>
      <Section title={t(k('timeout_title'))} text={t(k('timeout_text'))}>
        <PeriodLimit type={LimitTypes.timeOut} days={TIME_OUT_DAYS} limits={limits} flow={flow} />
      </Section>
      <Section title={t(k('selfexclusion_title'))} text={t(k('selfexclusion_text'))}>
        <PeriodLimit type={LimitTypes.selfExclusion} days={SELF_EXCLUSION_DAYS} limits={limits} reasons={data.reasons} flow={flow} />
      </Section>
      <Section title={t(k('extra_title'))} text={t(k('extra_text'))}>
        <PeriodLimit type={LimitTypes.extraLock} days={EXTRA_LOCK_DAYS} limits={limits} flow={flow} />
      </Section>
      <p>{t(k('help'))} <a href={link('office-support')}>{t(k('help_link'))}</a></p>
      {flow.step.kind === 'confirm' && <ConfirmDialog text={flow.step.text} busy={flow.busy} onYes={flow.confirmed} onNo={flow.cancel} />}
      {flow.step.kind === 'test' && <SelfTestDialog questions={flow.step.questions} busy={flow.busy} onSubmit={flow.answer} onCancel={flow.cancel} />}
    </>
  );
}

export function ResponsibleScreen() {
  const t = useT();
  const [state, retry] = useResource(load);
  useEffect(() => {
    document.title = `${t(k('title'))} — Kickoff`;
  }, [t]);
  return (
    <div className="kk-rg" data-route="office-responsible">
      <section className="kk-card" aria-labelledby="kk-rg-title">
        <h1 id="kk-rg-title" className="kk-page-title">{t(k('title'))}</h1>
        <p>{t(k('intro'))}</p>
      </section>
      {state.status === 'loading' && <p className="kk-card" role="status" aria-busy="true">{t(k('loading'))}</p>}
      {state.status === 'error' && (
        <div className="kk-card kk-alert kk-alert--error" role="alert">
          <p>{t(k('load_error'))}</p>
          <button type="button" className="kk-button" onClick={retry}>{t(k('retry'))}</button>
        </div>
      )}
      {state.status === 'ready' && <Sections data={state.data} />}
    </div>
  );
}
