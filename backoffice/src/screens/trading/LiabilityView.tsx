/**
 * The book's liability per event and outcome over accepted open coupons: for each outcome the coupons,
 * their stakes, what they pay if it comes in and the difference, highest first. Filtered by event id,
 * team and currency (in the query string), events newest first, paged by cursor.
 */
import { useState, type FormEvent } from 'react';
import { LiabilityPageSchema, TRADING_PATHS, type LiabilityEventWire, type LiabilityOutcomeWire } from '../../contracts/trading';
import { query, staffCall } from '../../api/client';
import { addTexts, useT } from '../../i18n';
import { queryOf, replaceQuery } from '../../routing/router';
import { cursorState, firstPage } from '../../ui/cursor-pages';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime, money } from '../../ui/format';
import { Loaded } from '../../ui/Loaded';
import { Pager } from '../../ui/Pager';
import { useLoad } from '../../ui/use-load';
import { eventName, selectionName } from './parts';

addTexts('trading', {
  liability_intro: 'What the book pays net if an outcome comes in: the possible wins of the accepted open coupons on it minus their stakes. Pending VIP bets are not counted.',
  liability_empty: 'No accepted open bet matches.',
  liability_pages: 'Liability pages',
  event_caption: '{{event}} (event {{id}}, {{sport}}, {{champ}})',
  event_starts: 'starts {{at}}',
  filter_game: 'Event ID',
  filter_team: 'Team',
  filter_currency: 'Currency',
  col_outcome: 'Outcome',
  col_currency: 'Currency',
  col_coupons: 'Coupons',
  col_stakes: 'Stakes',
  col_payouts: 'Pays if it wins',
  col_net: 'Liability',
});

const FILTERS = ['gameId', 'q', 'currency'] as const;
type Filter = (typeof FILTERS)[number];

export function LiabilityView({ search }: { search: string }) {
  const t = useT('trading');
  const params = queryOf(search);
  const cursor = cursorState(params);
  const page = useLoad(
    (signal) =>
      staffCall(
        'GET',
        `${TRADING_PATHS.liability}${query({ gameId: params.get('gameId'), q: params.get('q'), currency: params.get('currency'), before: cursor.before })}`,
        LiabilityPageSchema,
        undefined,
        signal,
      ),
    [search],
  );
  const columns: Column<LiabilityOutcomeWire>[] = [
    { key: 'outcome', header: t('col_outcome'), cell: (o) => selectionName(o) },
    { key: 'currency', header: t('col_currency'), cell: (o) => o.currency },
    { key: 'coupons', header: t('col_coupons'), numeric: true, cell: (o) => o.coupons },
    { key: 'stakes', header: t('col_stakes'), numeric: true, cell: (o) => money(o.stakesMinor, o.currency) },
    { key: 'payouts', header: t('col_payouts'), numeric: true, cell: (o) => money(o.payoutsMinor, o.currency) },
    { key: 'net', header: t('col_net'), numeric: true, cell: (o) => <strong>{money(o.liabilityMinor, o.currency)}</strong> },
  ];
  return (
    <>
      <p className="bo-hint">{t('liability_intro')}</p>
      <LiabilityFilters params={params} />
      <div className="bo-actions">
        <button type="button" className="kk-button kk-button--ghost" onClick={page.reload}>{t('refresh')}</button>
      </div>
      <Loaded state={page} reload={page.reload}>
        {(data) => (
          <>
            {data.data.length === 0 ? <p className="bo-empty">{t('liability_empty')}</p> : null}
            {data.data.map((entry: LiabilityEventWire) => (
              <div key={entry.event.gameId}>
                <DataTable
                  caption={t('event_caption', { event: eventName(entry.event), id: entry.event.gameId, sport: entry.event.sport, champ: entry.event.champ })}
                  columns={columns}
                  rows={entry.outcomes}
                  rowKey={(o) => `${o.oddId}-${o.currency}`}
                />
                {entry.event.startAt ? <p className="bo-hint">{t('event_starts', { at: dateTime(entry.event.startAt) })}</p> : null}
              </div>
            ))}
            <Pager cursor={cursor} next={data.meta.next} label={t('liability_pages')} />
          </>
        )}
      </Loaded>
    </>
  );
}

function LiabilityFilters({ params }: { params: URLSearchParams }) {
  const t = useT('trading');
  const tc = useT();
  const initial = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>;
  const [values, setValues] = useState(initial);
  const set = (key: Filter) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    replaceQuery({ ...values, currency: values.currency.trim().toUpperCase(), ...firstPage() });
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTERS.map((key) => [key, ''])) as Record<Filter, string>;
    setValues(empty);
    replaceQuery({ ...empty, ...firstPage() });
  };
  return (
    <form className="bo-filters" onSubmit={apply} aria-label={tc('filters')}>
      <label>{t('filter_game')}<input value={values.gameId} onChange={set('gameId')} inputMode="numeric" pattern="\d{1,15}" /></label>
      <label>{t('filter_team')}<input value={values.q} onChange={set('q')} maxLength={100} /></label>
      <label>{t('filter_currency')}<input value={values.currency} onChange={set('currency')} maxLength={3} pattern="[A-Za-z]{3}" /></label>
      <div className="bo-actions">
        <button type="button" className="kk-button kk-button--ghost" onClick={clear}>{tc('clear')}</button>
        <button type="submit" className="kk-button">{tc('apply')}</button>
      </div>
    </form>
  );
}
