/**
 * The parts of a player's view, one per tab, each loading when its tab opens: accounts, the ledger
 * (by account or currency), coupons, casino rounds, sessions, limits and exclusions, security events.
 * The long lists page by cursor in the query string.
 */
import type { ChangeEvent } from 'react';
import type * as v from 'valibot';
import {
  CasinoRoundsPageSchema,
  LedgerPageSchema,
  PLAYERS_PATHS,
  PlayerAccountsReplySchema,
  PlayerCouponsPageSchema,
  PlayerLimitsReplySchema,
  PlayerSessionsReplySchema,
  SecurityEventsPageSchema,
  type CasinoRoundWire,
  type LedgerEntryWire,
  type PlayerAccountWire,
  type PlayerCouponWire,
  type PlayerLimitWire,
  type PlayerSessionWire,
  type SecurityEventWire,
} from '../../contracts/players';
import { query, staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { queryOf, replaceQuery } from '../../routing/router';
import { cursorState, firstPage } from '../../ui/cursor-pages';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime, money } from '../../ui/format';
import { Loaded } from '../../ui/Loaded';
import { Pager } from '../../ui/Pager';
import { useLoad } from '../../ui/use-load';
import { limitValue, type PlayerTab } from './player-view-state';

interface PartProps {
  id: number;
  search: string;
  /** Bumped after an action on the player: the part loads again. */
  version: number;
}

export function PlayerPart({ tab, ...props }: PartProps & { tab: PlayerTab }) {
  switch (tab) {
    case 'accounts': return <Accounts {...props} />;
    case 'ledger': return <Ledger {...props} />;
    case 'coupons': return <Coupons {...props} />;
    case 'casino-rounds': return <CasinoRounds {...props} />;
    case 'sessions': return <Sessions {...props} />;
    case 'limits': return <Limits {...props} />;
    case 'security-events': return <SecurityEvents {...props} />;
  }
}

const time = (iso: string | null) => (iso === null ? '—' : <time dateTime={iso}>{dateTime(iso)}</time>);

/** A cursor-paged table: the page the query string names, with "Newer" / "Older". */
function PagedTable<TRow>({ caption, url, schema, columns, rowKey, search, deps }: {
  caption: string;
  url: (before: string | undefined) => string;
  schema: v.GenericSchema<unknown, { data: TRow[]; meta: { next: number | string | null } }>;
  columns: readonly Column<TRow>[];
  rowKey: (row: TRow) => string | number;
  search: string;
  deps: readonly unknown[];
}) {
  const t = useT('players');
  const cursor = cursorState(queryOf(search));
  const page = useLoad((signal) => staffCall('GET', url(cursor.before), schema, undefined, signal), [search, ...deps]);
  return (
    <Loaded state={page} reload={page.reload}>
      {(data) => (
        <>
          <DataTable caption={caption} columns={columns} rows={data.data} rowKey={rowKey} />
          <Pager cursor={cursor} next={data.meta.next} label={t('pages', { part: caption })} />
        </>
      )}
    </Loaded>
  );
}

function useAccounts(id: number, version: number) {
  return useLoad((signal) => staffCall('GET', PLAYERS_PATHS.accounts(id), PlayerAccountsReplySchema, undefined, signal), [id, version]);
}

function Accounts({ id, version }: PartProps) {
  const t = useT('players');
  const accounts = useAccounts(id, version);
  const columns: Column<PlayerAccountWire>[] = [
    { key: 'id', header: t('col_account'), cell: (a) => a.id },
    { key: 'type', header: t('col_type'), cell: (a) => t(`account_type_${a.type}`, { defaultValue: String(a.type) }) },
    { key: 'currency', header: t('col_currency'), cell: (a) => a.currency },
    { key: 'balance', header: t('col_balance'), numeric: true, cell: (a) => money(a.balanceMinor, a.currency) },
  ];
  return (
    <Loaded state={accounts} reload={accounts.reload}>
      {(data) => <DataTable caption={t('tab_accounts')} columns={columns} rows={data.data} rowKey={(a) => a.id} />}
    </Loaded>
  );
}

function Ledger({ id, search, version }: PartProps) {
  const t = useT('players');
  const params = queryOf(search);
  const accountId = params.get('accountId') ?? '';
  const currency = params.get('currency') ?? '';
  const accounts = useAccounts(id, version);
  const list = accounts.status === 'ready' ? accounts.data.data : [];
  const currencies = [...new Set(list.map((a) => a.currency))];
  const filter = (key: 'accountId' | 'currency') => (event: ChangeEvent<HTMLSelectElement>) => replaceQuery({ [key]: event.target.value, ...firstPage() });
  const columns: Column<LedgerEntryWire>[] = [
    { key: 'at', header: t('col_at'), cell: (e) => time(e.at) },
    { key: 'account', header: t('col_account'), cell: (e) => e.accountId },
    { key: 'reason', header: t('col_reason'), cell: (e) => <code>{e.reason}</code> },
    { key: 'reference', header: t('col_reference'), cell: (e) => e.reference ?? '—' },
    { key: 'amount', header: t('col_amount'), numeric: true, cell: (e) => money(e.amountMinor, e.currency) },
  ];
  return (
    <>
      <div className="bo-filters">
        <label>
          {t('filter_account')}
          <select value={accountId} onChange={filter('accountId')}>
            <option value="">{t('all')}</option>
            {list.map((a) => <option key={a.id} value={String(a.id)}>{`${a.id} · ${a.currency} · ${t(`account_type_${a.type}`, { defaultValue: String(a.type) })}`}</option>)}
          </select>
        </label>
        <label>
          {t('filter_currency')}
          <select value={currency} onChange={filter('currency')}>
            <option value="">{t('all')}</option>
            {currencies.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
      </div>
      <PagedTable
        caption={t('tab_ledger')}
        url={(before) => `${PLAYERS_PATHS.ledger(id)}${query({ accountId, currency, before })}`}
        schema={LedgerPageSchema}
        columns={columns}
        rowKey={(e) => e.id}
        search={search}
        deps={[id, version]}
      />
    </>
  );
}

function Coupons({ id, search, version }: PartProps) {
  const t = useT('players');
  const columns: Column<PlayerCouponWire>[] = [
    { key: 'id', header: t('col_coupon'), cell: (c) => c.id },
    { key: 'placed', header: t('col_placed'), cell: (c) => time(c.placedAt) },
    { key: 'bets', header: t('col_bets'), numeric: true, cell: (c) => c.bets },
    { key: 'stake', header: t('col_stake'), numeric: true, cell: (c) => money(c.stakeMinor, c.currency) },
    { key: 'coef', header: t('col_coef'), numeric: true, cell: (c) => c.coef.toFixed(2) },
    { key: 'possible', header: t('col_possible'), numeric: true, cell: (c) => money(c.possibleWinMinor, c.currency) },
    { key: 'status', header: t('col_status'), cell: (c) => (c.vipState ? `${c.status}, ${t('vip', { state: c.vipState })}` : c.status) },
    { key: 'payout', header: t('col_payout'), numeric: true, cell: (c) => (c.payoutMinor === null ? '—' : money(c.payoutMinor, c.currency)) },
  ];
  return (
    <PagedTable
      caption={t('tab_coupons')}
      url={(before) => `${PLAYERS_PATHS.coupons(id)}${query({ before })}`}
      schema={PlayerCouponsPageSchema}
      columns={columns}
      rowKey={(c) => c.id}
      search={search}
      deps={[id, version]}
    />
  );
}

function CasinoRounds({ id, search, version }: PartProps) {
  const t = useT('players');
  const columns: Column<CasinoRoundWire>[] = [
    { key: 'id', header: t('col_round'), cell: (r) => <code>{r.id}</code> },
    { key: 'game', header: t('col_game'), cell: (r) => `${r.gameId} (${r.engine})` },
    { key: 'started', header: t('col_started'), cell: (r) => time(r.startedAt) },
    { key: 'stake', header: t('col_stake'), numeric: true, cell: (r) => money(r.stakeMinor, r.currency) },
    { key: 'win', header: t('col_win'), numeric: true, cell: (r) => (r.winMinor === null ? '—' : money(r.winMinor, r.currency)) },
    { key: 'status', header: t('col_status'), cell: (r) => r.status },
  ];
  return (
    <PagedTable
      caption={t('tab_casino-rounds')}
      url={(before) => `${PLAYERS_PATHS.casinoRounds(id)}${query({ before })}`}
      schema={CasinoRoundsPageSchema}
      columns={columns}
      rowKey={(r) => r.id}
      search={search}
      deps={[id, version]}
    />
  );
}

function Sessions({ id, version }: PartProps) {
  const t = useT('players');
  const sessions = useLoad((signal) => staffCall('GET', PLAYERS_PATHS.sessions(id), PlayerSessionsReplySchema, undefined, signal), [id, version]);
  const columns: Column<PlayerSessionWire>[] = [
    { key: 'ref', header: t('col_session'), cell: (s) => <code>{s.ref}</code> },
    { key: 'started', header: t('col_started'), cell: (s) => time(s.startedAt) },
    { key: 'seen', header: t('col_last_seen'), cell: (s) => time(s.lastSeenAt) },
    { key: 'expires', header: t('col_expires'), cell: (s) => time(s.expiresAt) },
    { key: 'ended', header: t('col_ended'), cell: (s) => time(s.endedAt) },
    { key: 'state', header: t('col_state'), cell: (s) => (s.live ? t('live') : t('ended')) },
  ];
  return (
    <Loaded state={sessions} reload={sessions.reload}>
      {(data) => <DataTable caption={t('tab_sessions')} columns={columns} rows={data.data} rowKey={(s) => `${s.ref}-${s.startedAt}`} />}
    </Loaded>
  );
}

function Limits({ id, version }: PartProps) {
  const t = useT('players');
  const limits = useLoad((signal) => staffCall('GET', PLAYERS_PATHS.limits(id), PlayerLimitsReplySchema, undefined, signal), [id, version]);
  const columns: Column<PlayerLimitWire>[] = [
    { key: 'type', header: t('col_limit'), cell: (l) => (l.exclusion ? `${t(`limit_${l.type}`, { defaultValue: String(l.type) })} (${t('exclusion')})` : t(`limit_${l.type}`, { defaultValue: String(l.type) })) },
    { key: 'value', header: t('col_value'), cell: (l) => limitValue(l) },
    { key: 'state', header: t('col_state_limit'), cell: (l) => l.state },
    { key: 'since', header: t('col_since'), cell: (l) => time(l.startedAt) },
    { key: 'until', header: t('col_until'), cell: (l) => time(l.endsAt) },
  ];
  return (
    <Loaded state={limits} reload={limits.reload}>
      {(data) => <DataTable caption={t('tab_limits')} columns={columns} rows={data.data} rowKey={(l) => `${l.type}-${l.state}`} />}
    </Loaded>
  );
}

function SecurityEvents({ id, search, version }: PartProps) {
  const t = useT('players');
  const columns: Column<SecurityEventWire>[] = [
    { key: 'at', header: t('col_at'), cell: (e) => time(e.at) },
    { key: 'kind', header: t('col_event'), cell: (e) => <code>{e.kind}</code> },
    { key: 'address', header: t('col_address'), cell: (e) => e.address },
  ];
  return (
    <PagedTable
      caption={t('tab_security-events')}
      url={(before) => `${PLAYERS_PATHS.securityEvents(id)}${query({ before })}`}
      schema={SecurityEventsPageSchema}
      columns={columns}
      rowKey={(e) => e.id}
      search={search}
      deps={[id, version]}
    />
  );
}
