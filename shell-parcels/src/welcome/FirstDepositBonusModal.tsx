/**
 * The first-deposit-bonus modal (shell spec §1 "two variants", §4; docs/architecture.md "Welcome journey"),
 * variant from the site config's `firstDepositBonusModalType`:
 * - `choice`: the sport or the casino bonus (account spec §3 bonus choice 1 or 2). A player's choice is
 *   saved as their first_deposit_bonus_choice through the office's bonus call; a visitor's is kept in this
 *   browser, registration starts from it, and registration opens;
 * - `single`: one offer with a deposit button (the office's recharge page; a visitor signs up first).
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import {
  $isAuthorized, $language, $siteConfig, closeModal, errorText, href, navigate, notify, useStore, useT,
} from '@kickoff/platform';
import { Modal } from '../ui/Modal';
import { openRegistration } from '../auth/open-registration';
import { saveDepositChoice } from './first-deposit';
import { chooseVisitorBonus, type BonusChoice } from './memory';
import { welcomeText } from './texts';

const CHOICES: ReadonlyArray<{ value: BonusChoice; key: 'fdb_sport' | 'fdb_casino' }> = [
  { value: 1, key: 'fdb_sport' },
  { value: 2, key: 'fdb_casino' },
];

export function FirstDepositBonusModal() {
  const t = useT();
  const config = useStore($siteConfig);
  const authorized = useStore($isAuthorized);
  const close = useCallback(() => closeModal('first-deposit-bonus'), []);
  const title = t(welcomeText('fdb_title'));
  return (
    <Modal title={title} onClose={close}>
      <div className="kk-auth" data-modal="first-deposit-bonus" data-variant={config.firstDepositBonusModalType}>
        {config.firstDepositBonusModalType === 'choice'
          ? <BonusChoiceForm authorized={authorized} close={close} />
          : <SingleOffer authorized={authorized} close={close} />}
      </div>
    </Modal>
  );
}

function BonusChoiceForm({ authorized, close }: { authorized: boolean; close: () => void }) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState<BonusChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (choice === null) return setError(t(welcomeText('fdb_pick')));
    if (!authorized) {
      chooseVisitorBonus(choice);
      // Registration first: the journey sees a modal open and waits.
      openRegistration();
      return close();
    }
    setBusy(true);
    setError(null);
    try {
      await saveDepositChoice(choice);
      notify({ severity: 'success', text: welcomeText('fdb_saved'), group: 'first-deposit-bonus' });
      close();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <form className="kk-auth__form" onSubmit={(e) => void submit(e)} noValidate>
      <p>{t(welcomeText('fdb_choice_text'))}</p>
      <fieldset className="kk-choice" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{t(welcomeText('fdb_choice_legend'))}</legend>
        {CHOICES.map(({ value, key }) => (
          <label key={value}>
            <input type="radio" name={`${id}-choice`} value={value} checked={choice === value} onChange={() => setChoice(value)} />
            <span>{t(welcomeText(key))}</span>
          </label>
        ))}
      </fieldset>
      {error && <p id={`${id}-error`} className="kk-form-error" role="alert">{error}</p>}
      <div className="kk-auth__actions">
        <button type="submit" className="kk-button" disabled={busy}>{t(welcomeText('fdb_take'))}</button>
        <button type="button" className="kk-button kk-button--ghost" onClick={close}>{t(welcomeText('fdb_later'))}</button>
      </div>
    </form>
  );
}

function SingleOffer({ authorized, close }: { authorized: boolean; close: () => void }) {
  const t = useT();
  const deposit = () => {
    if (authorized) {
      close();
      navigate(href('office-recharge', {}, $language.get()));
      return;
    }
    openRegistration();
    close();
  };
  return (
    <>
      <p>{t(welcomeText('fdb_single_text'))}</p>
      <div className="kk-auth__actions">
        <button type="button" className="kk-button" onClick={deposit}>{t(welcomeText('fdb_deposit'))}</button>
        <button type="button" className="kk-button kk-button--ghost" onClick={close}>{t(welcomeText('fdb_later'))}</button>
      </div>
    </>
  );
}
