/** The document queue: waiting documents by default, filtered by status, kind and player, paged by cursor. */
import { useState, type FormEvent } from 'react';
import { KYC_DOCUMENT_KINDS, KYC_STATUS_FILTERS, KycPageSchema, type KycDocument } from '@kickoff/backoffice-contracts/kyc';
import { staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { queryOf, replaceQuery } from '../../routing/router';
import { screenPath } from '../../routing/screens';
import { cursorState, firstPage } from '../../ui/cursor-pages';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime } from '../../ui/format';
import { Loaded } from '../../ui/Loaded';
import { Pager } from '../../ui/Pager';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';
import { filterQuery, filtersOf, playerLabel, queuePath, type KycFilters } from './queue';

export function QueueView({ search }: { search: string }) {
  const t = useT('kyc');
  const params = queryOf(search);
  const filters = filtersOf(params);
  const cursor = cursorState(params);
  const page = useLoad((signal) => staffCall('GET', queuePath(filters, cursor.before), KycPageSchema, undefined, signal), [search]);
  const columns: Column<KycDocument>[] = [
    { key: 'uploaded', header: t('col_uploaded'), cell: (row) => <time dateTime={row.uploadedAt}>{dateTime(row.uploadedAt)}</time> },
    { key: 'player', header: t('col_player'), cell: (row) => playerLabel(row.player) },
    { key: 'kind', header: t('col_kind'), cell: (row) => t(`kind_${row.kind}`) },
    { key: 'status', header: t('col_status'), cell: (row) => t(`status_${row.status}`) },
    { key: 'phase', header: t('col_phase'), cell: (row) => t(`phase_${row.player.phase}`) },
    {
      key: 'open',
      header: t('col_open'),
      // The queue's query rides along, so "Back to the queue" returns to the same page.
      cell: (row) => <a href={`${screenPath('kyc', row.id)}${search}`}>{t('open', { id: row.id })}</a>,
    },
  ];
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <QueueFilters key={search} filters={filters} />
      <Loaded state={page} reload={page.reload}>
        {(data) => (
          <>
            <DataTable caption={t('caption')} columns={columns} rows={data.data} rowKey={(row) => row.id} empty={t('empty')} />
            <Pager cursor={cursor} next={data.meta.next} label={t('pages')} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function QueueFilters({ filters }: { filters: KycFilters }) {
  const t = useT('kyc');
  const tc = useT();
  const [status, setStatus] = useState<string>(filters.status);
  const [kind, setKind] = useState<string>(filters.kind ?? '');
  const [userId, setUserId] = useState(filters.userId ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    replaceQuery({ ...filterQuery(filtersOf(new URLSearchParams({ status, kind, userId }))), ...firstPage() });
  };
  const clear = () => replaceQuery({ status: null, kind: null, userId: null, ...firstPage() });
  return (
    <form className="bo-filters" onSubmit={apply} aria-label={tc('filters')}>
      <label>
        {t('filter_status')}
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          {KYC_STATUS_FILTERS.map((value) => <option key={value} value={value}>{t(`status_${value}`)}</option>)}
        </select>
      </label>
      <label>
        {t('filter_kind')}
        <select value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">{t('filter_any_kind')}</option>
          {KYC_DOCUMENT_KINDS.map((value) => <option key={value} value={value}>{t(`kind_${value}`)}</option>)}
        </select>
      </label>
      <label>
        {t('filter_player')}
        <input value={userId} onChange={(event) => setUserId(event.target.value)} inputMode="numeric" pattern="\d{1,15}" maxLength={15} />
      </label>
      <div className="bo-actions">
        <button type="submit" className="kk-button">{tc('apply')}</button>
        <button type="button" className="kk-button kk-button--ghost" onClick={clear}>{tc('clear')}</button>
      </div>
    </form>
  );
}
