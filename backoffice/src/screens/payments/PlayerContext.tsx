/** The player's context beside a withdrawal in review: recent deposits, recent bets and the limits. */
import type * as v from 'valibot';
import type { PlayerBetSchema, PlayerDepositSchema, PlayerLimitSchema } from '../../contracts/payments';
import { useT } from '../../i18n';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime, money } from '../../ui/format';
import { betTypeKey, limitKey, limitValueText, statusKey } from './model';

type Deposit = v.InferOutput<typeof PlayerDepositSchema>;
type Bet = v.InferOutput<typeof PlayerBetSchema>;
type Limit = v.InferOutput<typeof PlayerLimitSchema>;

export function PlayerContext({ deposits, bets, limits }: { deposits: readonly Deposit[]; bets: readonly Bet[]; limits: readonly Limit[] }) {
  const t = useT('payments');
  const depositColumns: Column<Deposit>[] = [
    { key: 'date', header: t('deposit_col_date'), cell: (d) => dateTime(d.createdAt) },
    { key: 'id', header: t('deposit_col_id'), cell: (d) => `#${d.id}` },
    { key: 'method', header: t('deposit_col_method'), cell: (d) => d.method },
    { key: 'amount', header: t('deposit_col_amount'), numeric: true, cell: (d) => money(d.amountMinor, d.currency) },
    { key: 'status', header: t('deposit_col_status'), cell: (d) => t(statusKey(d.status), { defaultValue: d.status }) },
  ];
  const betColumns: Column<Bet>[] = [
    { key: 'date', header: t('bet_col_date'), cell: (b) => dateTime(b.createdAt) },
    { key: 'id', header: t('bet_col_id'), cell: (b) => `#${b.id}` },
    { key: 'type', header: t('bet_col_type'), cell: (b) => t(betTypeKey(b.typeId)) },
    { key: 'stake', header: t('bet_col_stake'), numeric: true, cell: (b) => money(b.amountMinor, b.currency) },
    { key: 'coef', header: t('bet_col_coef'), numeric: true, cell: (b) => b.coef.toFixed(2) },
    { key: 'result', header: t('bet_col_result'), cell: (b) => t(`result_${b.result}`) },
    { key: 'payout', header: t('bet_col_payout'), numeric: true, cell: (b) => (b.payoutMinor === null ? '—' : money(b.payoutMinor, b.currency)) },
  ];
  const limitColumns: Column<Limit>[] = [
    { key: 'type', header: t('limit_col_type'), cell: (l) => t(limitKey(l.type)) },
    { key: 'state', header: t('limit_col_state'), cell: (l) => l.state },
    { key: 'value', header: t('limit_col_value'), numeric: true, cell: (l) => limitValueText(l.value, l.measure) },
    { key: 'remaining', header: t('limit_col_remaining'), numeric: true, cell: (l) => (l.remaining === null ? '—' : limitValueText(l.remaining, l.measure)) },
    { key: 'ends', header: t('limit_col_ends'), cell: (l) => (l.endsAt === null ? '—' : dateTime(l.endsAt)) },
  ];
  return (
    <>
      <DataTable caption={t('deposits_caption')} columns={depositColumns} rows={deposits} rowKey={(d) => d.id} empty={t('deposits_empty')} />
      <DataTable caption={t('bets_caption')} columns={betColumns} rows={bets} rowKey={(b) => b.id} empty={t('bets_empty')} />
      <DataTable caption={t('limits_caption')} columns={limitColumns} rows={limits} rowKey={(l) => `${l.type}-${l.state}`} empty={t('limits_empty')} />
    </>
  );
}
