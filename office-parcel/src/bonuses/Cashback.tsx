/**
 * `office/casino/vipcashback` and `office/casino/premiumcashback`: the percent of the week's net losses
 * (stakes of the coupons settled this week minus their payouts), claimable once per period. The claim
 * carries an idempotency key (a retry after a lost answer is the same claim); the server re-checks the
 * level, the period and the amount, and credits the main account through the ledger.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '@kickoff/platform';
import { createIdempotencyKeys, isNetworkFailure } from '@kickoff/platform-wallet';
import type { Cashback as CashbackData, CashbackClaim, CashbackKind } from '../contracts/bonuses';
import { claimCashback, fetchCashback } from './calls';
import { NS } from './setup';
import { BonusPage, ResourceView, useErrorText, useFormat, useResource } from './ui';

type ClaimState = { kind: 'idle' } | { kind: 'claiming' } | { kind: 'done'; claim: CashbackClaim } | { kind: 'error'; error: unknown };

function CashbackCard({ data, onClaimed }: { data: CashbackData; onClaimed: () => void }) {
  const t = useT();
  const message = useErrorText();
  const { money, date } = useFormat();
  const keys = useRef(createIdempotencyKeys(`cashback-${data.kind}`));
  const doneText = useRef<HTMLParagraphElement>(null);
  const [claim, setClaim] = useState<ClaimState>({ kind: 'idle' });
  // The button that was pressed is gone once it is done: focus moves to the result.
  useEffect(() => { if (claim.kind === 'done') doneText.current?.focus(); }, [claim.kind]);
  const iso = data.iso;

  const submit = () => {
    const request = { kind: data.kind, periodStart: data.periodStart };
    setClaim({ kind: 'claiming' });
    claimCashback(data.kind, keys.current.keyFor(request)).then(
      (done) => {
        keys.current.settle(false);
        setClaim({ kind: 'done', claim: done });
        onClaimed();
      },
      (error: unknown) => {
        keys.current.settle(isNetworkFailure(error));
        setClaim({ kind: 'error', error });
      },
    );
  };

  let action: React.ReactNode;
  if (data.claim) action = <p className="kk-bonuses__ok" data-state="claimed">{t(`${NS}:cashback_claimed`, { amount: money(data.claim.amount, data.claim.iso), date: date(data.claim.claimedAt) })}</p>;
  else if (!data.eligible) action = <p className="kk-muted" data-state="not-eligible">{t(`${NS}:cashback_not_eligible`)}</p>;
  else if (data.amount <= 0) action = <p className="kk-muted" data-state="nothing">{t(`${NS}:cashback_nothing`)}</p>;
  else {
    action = (
      <button type="button" className="kk-button" onClick={submit} disabled={claim.kind === 'claiming'} aria-busy={claim.kind === 'claiming'}>
        {claim.kind === 'claiming' ? t(`${NS}:cashback_claiming`) : t(`${NS}:cashback_claim`, { amount: money(data.amount, iso) })}
      </button>
    );
  }

  return (
    <>
      <p>{t(`${NS}:cashback_intro`, { percent: data.percent })}</p>
      <dl className="kk-bonuses__facts">
        <div className="kk-bonuses__wide"><dt>{t(`${NS}:cashback_period`)}</dt><dd>{date(data.periodStart)} — {date(data.periodEnd - 1)}</dd></div>
        <div><dt>{t(`${NS}:cashback_stakes`)}</dt><dd>{money(data.stakes, iso)}</dd></div>
        <div><dt>{t(`${NS}:cashback_payouts`)}</dt><dd>{money(data.payouts, iso)}</dd></div>
        <div><dt>{t(`${NS}:cashback_net_loss`)}</dt><dd>{money(data.netLoss, iso)}</dd></div>
        <div><dt>{t(`${NS}:cashback_amount`)}</dt><dd data-fact="amount">{money(data.amount, iso)}</dd></div>
      </dl>
      {action}
      <div role="status" aria-live="polite">
        {claim.kind === 'done' && <p className="kk-bonuses__ok" ref={doneText} tabIndex={-1}>{t(`${NS}:cashback_done`, { amount: money(claim.claim.amount, claim.claim.iso) })}</p>}
      </div>
      {claim.kind === 'error' && <p className="kk-bonuses__error" role="alert">{message(claim.error)}</p>}
    </>
  );
}

function CashbackScreen({ kind }: { kind: CashbackKind }) {
  const t = useT();
  const [state, reload] = useResource((_lang, signal) => fetchCashback(kind, signal));
  return (
    <BonusPage route={`office-casino-${kind}cashback`} title={t(`${NS}:cashback_title_${kind}`)}>
      <ResourceView state={state} retry={reload}>{(data) => <CashbackCard data={data} onClaimed={reload} />}</ResourceView>
    </BonusPage>
  );
}

export const VipCashback = () => <CashbackScreen kind="vip" />;
export const PremiumCashback = () => <CashbackScreen kind="premium" />;
