/**
 * `office/account` (account spec §2, §3 Account, §7): the player's accounts with their balances (switch
 * the active one, open an account in another currency, remove an empty currency account — the
 * platform's account actions, which the server re-checks), the account's status (verification,
 * identification, protection level with the spec's bands) and how much of the personal data is
 * still missing (§5 required fields), each with a link to the screen that fixes it.
 */
import { useEffect, useState } from 'react';
import {
  $accountBusy, $accounts, $isVerified, $language, $protectionStatus, $requiredProfileFields, $userConfig,
  addCurrency, formatMoney, loadCurrencies, removeCurrency, switchAccount, useHref, useStore, useT, type Account, type Currency,
} from '@kickoff/platform';
import './texts';

type Outcome = { ok: boolean; text: string } | null;

function AccountRow({ account, active, onOutcome }: { account: Account; active: boolean; onOutcome: (o: Outcome) => void }) {
  const t = useT();
  const lang = useStore($language);
  const busy = useStore($accountBusy) !== null;
  const kind = account.type === 0 ? 'account_main' : account.type === 4 ? 'account_bonus' : 'account_currency';
  const act = async (run: () => Promise<{ ok: true } | { ok: false; error: string }>) => {
    onOutcome(null);
    const result = await run();
    onOutcome(result.ok ? { ok: true, text: t('office-account:account_done') } : { ok: false, text: t(result.error) });
  };
  return (
    <li className="kk-account__row" data-account-id={account.id}>
      <div>
        <span className="kk-account__money">{formatMoney(account.money, account.iso, lang)}</span>{' '}
        <span className="kk-account__kind">{t(`office-account:${kind}`)} · {account.iso}</span>{' '}
        {active && <span className="kk-account__active">{t('office-account:account_active')}</span>}
      </div>
      <div className="kk-account__actions">
        {!active && account.type !== 4 && (
          <button type="button" className="kk-button" disabled={busy} onClick={() => void act(() => switchAccount(account.id))}>
            {t('office-account:account_make_active', { iso: account.iso })}
          </button>
        )}
        {account.type === 9 && !active && (
          <button type="button" className="kk-button kk-button--ghost" disabled={busy} onClick={() => void act(() => removeCurrency(account.currencyId))}>
            {t('office-account:account_remove', { iso: account.iso })}
          </button>
        )}
      </div>
    </li>
  );
}

function AddCurrency({ held, onOutcome }: { held: ReadonlySet<number>; onOutcome: (o: Outcome) => void }) {
  const t = useT();
  const busy = useStore($accountBusy) !== null;
  const [currencies, setCurrencies] = useState<Currency[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    void loadCurrencies().then((r) => setCurrencies(r.ok ? r.value : []));
  }, []);
  const offered = (currencies ?? []).filter((c) => !held.has(c.id));
  if (currencies === null) return null;
  if (offered.length === 0) return <p>{t('office-account:account_add_none')}</p>;
  const value = chosen ?? offered[0]?.id ?? 0;
  return (
    <form
      className="kk-account__add"
      onSubmit={(e) => {
        e.preventDefault();
        onOutcome(null);
        void addCurrency(value).then((r) => onOutcome(r.ok ? { ok: true, text: r.value.message } : { ok: false, text: t(r.error) }));
      }}
    >
      <label>
        {t('office-account:account_add_currency')}
        <select value={value} onChange={(e) => setChosen(Number(e.target.value))}>
          {offered.map((c) => (
            <option key={c.id} value={c.id}>{c.iso}</option>
          ))}
        </select>
      </label>
      <button type="submit" className="kk-button" disabled={busy}>{busy ? t('office-account:account_busy') : t('office-account:account_add_button')}</button>
    </form>
  );
}

function Status() {
  const t = useT();
  const href = useHref();
  const config = useStore($userConfig);
  const verified = useStore($isVerified);
  const protection = useStore($protectionStatus);
  const required = useStore($requiredProfileFields);
  return (
    <>
      <section className="kk-account__card" aria-labelledby="kk-account-status">
        <h2 id="kk-account-status">{t('office-account:status_title')}</h2>
        <p>
          {verified ? t('office-account:status_verified') : t('office-account:status_not_verified')}
          {!verified && <> · <a href={href('office-verification')}>{t('office-account:status_verify_link')}</a></>}
        </p>
        {config?.is_need_identification && (
          <p className="kk-account__warn">
            {t('office-account:status_identification')} · <a href={href('office-identification')}>{t('office-account:status_identify_link')}</a>
          </p>
        )}
        <p>
          {t('office-account:status_protection')}: <strong data-protection={protection ?? 'null'}>{t(`office-account:protection_${protection ?? 'null'}`)}</strong> ·{' '}
          <a href={href('office-security')}>{t('office-account:status_security_link')}</a>
        </p>
      </section>
      <section className="kk-account__card" aria-labelledby="kk-account-profile">
        <h2 id="kk-account-profile">{t('office-account:profile_title')}</h2>
        <p>{required.missing.length > 0 ? t('office-account:profile_missing', { filled: required.filled, total: required.total }) : t('office-account:profile_complete')}</p>
        <a href={href('office-account-edit')}>{t('office-account:profile_edit_link')}</a>
      </section>
    </>
  );
}

export function AccountPage() {
  const t = useT();
  const state = useStore($accounts);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const held = new Set(state?.accounts.map((a) => a.currencyId) ?? []);
  return (
    <div className="kk-account">
      <h1>{t('office-account:account_title')}</h1>
      <section className="kk-account__card" aria-labelledby="kk-account-accounts">
        <h2 id="kk-account-accounts">{t('office-account:accounts_title')}</h2>
        {state === null ? (
          <p role="status" aria-busy="true">{t('office-frame:screen_loading')}</p>
        ) : (
          <ul className="kk-account__list">
            {state.accounts.map((a) => (
              <AccountRow key={a.id} account={a} active={a.id === state.activeAccount} onOutcome={setOutcome} />
            ))}
          </ul>
        )}
        <h3>{t('office-account:account_add')}</h3>
        <AddCurrency held={held} onOutcome={setOutcome} />
        <p role={outcome && !outcome.ok ? 'alert' : 'status'} className={outcome?.ok === false ? 'kk-profile__error' : 'kk-profile__ok'}>
          {outcome?.text ?? ''}
        </p>
      </section>
      <Status />
    </div>
  );
}
