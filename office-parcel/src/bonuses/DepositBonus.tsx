/**
 * `office/bonuses/deposit`: the first-deposit bonus choice (account spec §9: 0 none, 1 sport, 2 casino),
 * changeable until the first deposit (the server refuses it after), and the bonus account (type 4).
 */
import { useState, type FormEvent } from 'react';
import { useHref, useT } from '@kickoff/platform';
import type { BonusChoice, DepositBonus as DepositBonusData } from '../contracts/bonuses';
import { fetchDepositBonus, saveDepositChoice } from './calls';
import { NS } from './setup';
import { BonusPage, ResourceView, useErrorText, useFormat, useResource } from './ui';

const CHOICES: readonly BonusChoice[] = [0, 1, 2];
const load = (_lang: string, signal: AbortSignal) => fetchDepositBonus(signal);

function ChoiceForm({ data, onSaved }: { data: DepositBonusData; onSaved: () => void }) {
  const t = useT();
  const message = useErrorText();
  const { money } = useFormat();
  const link = useHref();
  const [choice, setChoice] = useState<BonusChoice>(data.choice);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; error: unknown }>({ kind: 'idle' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'saving' });
    saveDepositChoice(choice).then(
      () => { setStatus({ kind: 'saved' }); onSaved(); },
      (error: unknown) => setStatus({ kind: 'error', error }),
    );
  };

  return (
    <>
      <p>{t(`${NS}:deposit_intro`)}</p>
      <form className="kk-bonuses__form" onSubmit={submit}>
        <fieldset className="kk-bonuses__choices" disabled={!data.canChange || status.kind === 'saving'}>
          <legend>{t(`${NS}:deposit_choice_legend`)}</legend>
          {CHOICES.map((value) => (
            <label key={value} className="kk-bonuses__choice">
              <input type="radio" name="bonus-choice" value={value} checked={choice === value} onChange={() => setChoice(value)} />
              {t(`${NS}:deposit_choice_${value}`)}
            </label>
          ))}
        </fieldset>
        {data.canChange ? (
          <button type="submit" className="kk-button" disabled={status.kind === 'saving' || choice === data.choice}>
            {t(`${NS}:${status.kind === 'saving' ? 'deposit_saving' : 'deposit_save'}`)}
          </button>
        ) : (
          <p className="kk-muted" data-state="locked">{t(`${NS}:deposit_locked`)}</p>
        )}
        <div aria-live="polite" role="status">
          {status.kind === 'saved' && <p className="kk-bonuses__ok">{t(`${NS}:deposit_saved`)}</p>}
        </div>
        {status.kind === 'error' && <p className="kk-bonuses__error" role="alert">{message(status.error)}</p>}
      </form>
      <h2 className="kk-bonuses__subtitle">{t(`${NS}:deposit_bonus_account`)}</h2>
      {data.bonusAccount ? (
        <p className="kk-bonuses__amount" data-account-id={data.bonusAccount.id}>{money(data.bonusAccount.money, data.bonusAccount.iso)}</p>
      ) : (
        <p className="kk-muted">{t(`${NS}:deposit_no_bonus_account`)}</p>
      )}
      <a className="kk-button kk-button--ghost" href={link('office-recharge')}>{t(`${NS}:deposit_recharge`)}</a>
    </>
  );
}

export function DepositBonus() {
  const t = useT();
  const [state, reload] = useResource(load);
  return (
    <BonusPage route="office-bonuses-deposit" title={t(`${NS}:deposit_title`)}>
      <ResourceView state={state} retry={reload}>{(data) => <ChoiceForm key={`${data.choice}:${data.canChange}`} data={data} onSaved={reload} />}</ResourceView>
    </BonusPage>
  );
}
