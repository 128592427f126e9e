/**
 * `convert-account` (login required; account spec §9: an HRK account shows a convert-account title):
 * each account in a retired currency with what it converts to at the stored rate; converting asks for
 * a confirmation and carries an idempotency key; the server moves the money in two ledger rows.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '@kickoff/platform';
import { createIdempotencyKeys, isNetworkFailure } from '@kickoff/platform-wallet';
import type { Convertible, ConvertResult } from '../contracts/bonuses';
import { convertAccount, fetchConvertibles } from './calls';
import { NS } from './setup';
import { BonusPage, ResourceView, useErrorText, useFormat, useResource } from './ui';

const load = (_lang: string, signal: AbortSignal) => fetchConvertibles(signal);

type Step = { kind: 'idle' | 'confirm' | 'converting' } | { kind: 'done'; result: ConvertResult } | { kind: 'error'; error: unknown };

function ConvertCard({ item, onConverted }: { item: Convertible; onConverted: () => void }) {
  const t = useT();
  const message = useErrorText();
  const { money } = useFormat();
  const keys = useRef(createIdempotencyKeys('convert'));
  const doneText = useRef<HTMLParagraphElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // The confirm button is gone once it is done: focus moves to the result.
  useEffect(() => { if (step.kind === 'done') doneText.current?.focus(); }, [step.kind]);
  const from = money(item.money, item.iso);
  const to = money(item.toMoney, item.toIso);

  const convert = () => {
    setStep({ kind: 'converting' });
    convertAccount(item.accountId, keys.current.keyFor({ accountId: item.accountId, money: item.money })).then(
      (result) => {
        keys.current.settle(false);
        setStep({ kind: 'done', result });
        onConverted();
      },
      (error: unknown) => {
        keys.current.settle(isNetworkFailure(error));
        setStep({ kind: 'error', error });
      },
    );
  };

  return (
    <li className="kk-bonuses__item" data-account-id={item.accountId}>
      <article aria-labelledby={`kk-convert-${item.accountId}`}>
        <h2 id={`kk-convert-${item.accountId}`} className="kk-bonuses__item-title">{item.iso} → {item.toIso}</h2>
        <p>{t(`${NS}:convert_intro`, { iso: item.iso, to: item.toIso })}</p>
        <dl className="kk-bonuses__facts">
          <div><dt>{t(`${NS}:convert_from`)}</dt><dd>{from}</dd></div>
          <div><dt>{t(`${NS}:convert_to`)}</dt><dd>{to}</dd></div>
        </dl>
        <p className="kk-muted">{t(`${NS}:convert_rate`, { iso: item.iso, to: item.toIso, rate: item.rate })}</p>
        {item.money <= 0 && step.kind !== 'done' && <p className="kk-muted" data-state="nothing">{t(`${NS}:convert_nothing`, { iso: item.iso })}</p>}
        {item.money > 0 && (step.kind === 'idle' || step.kind === 'error') && (
          <button type="button" className="kk-button" onClick={() => setStep({ kind: 'confirm' })}>{t(`${NS}:convert_button`, { to: item.toIso })}</button>
        )}
        {(step.kind === 'confirm' || step.kind === 'converting') && (
          <div className="kk-bonuses__confirm" role="group" aria-labelledby={`kk-convert-confirm-${item.accountId}`}>
            <p id={`kk-convert-confirm-${item.accountId}`}>{t(`${NS}:convert_confirm`, { from, to })}</p>
            <div className="kk-bonuses__actions">
              <button type="button" className="kk-button" onClick={convert} disabled={step.kind === 'converting'} autoFocus>
                {t(`${NS}:${step.kind === 'converting' ? 'convert_converting' : 'convert_confirm_yes'}`)}
              </button>
              <button type="button" className="kk-button kk-button--ghost" onClick={() => setStep({ kind: 'idle' })} disabled={step.kind === 'converting'}>
                {t(`${NS}:convert_cancel`)}
              </button>
            </div>
          </div>
        )}
        <div role="status" aria-live="polite">
          {step.kind === 'done' && (
            <p className="kk-bonuses__ok" ref={doneText} tabIndex={-1}>
              {t(`${NS}:convert_done`, { from: money(step.result.fromAmount, step.result.from.iso), to: money(step.result.toAmount, step.result.to.iso) })}
            </p>
          )}
        </div>
        {step.kind === 'error' && <p className="kk-bonuses__error" role="alert">{message(step.error)}</p>}
      </article>
    </li>
  );
}

export function ConvertAccount() {
  const t = useT();
  const [state, reload] = useResource(load);
  const first = state.status === 'ready' ? state.data[0] : undefined;
  return (
    <BonusPage route="convert-account" title={first ? t(`${NS}:convert_title_iso`, { iso: first.iso }) : t(`${NS}:convert_title`)}>
      <ResourceView state={state} retry={reload}>
        {(items) =>
          items.length === 0 ? (
            <p role="status" data-state="empty">{t(`${NS}:convert_empty`)}</p>
          ) : (
            <ul className="kk-bonuses__list">{items.map((item) => <ConvertCard key={item.accountId} item={item} onConverted={reload} />)}</ul>
          )
        }
      </ResourceView>
    </BonusPage>
  );
}
