/** The support inbox: filters (status, assignee, kind) and the cursor page live in the query string. */
import { useState, type FormEvent } from 'react';
import { INBOX_KINDS, INBOX_STATUSES, InboxPageSchema, type InboxTicketWire } from '../../contracts/support';
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
import { ANY_FILTERS, filterQuery, filtersOf, inboxUrl, type InboxFilters } from './inbox-state';

export function Inbox({ search, me }: { search: string; me: number }) {
  const t = useT('support');
  const params = queryOf(search);
  const filters = filtersOf(params);
  const cursor = cursorState(params);
  const page = useLoad((signal) => staffCall('GET', inboxUrl(filters, cursor.before), InboxPageSchema, undefined, signal), [search]);
  const columns: Column<InboxTicketWire>[] = [
    { key: 'ticket', header: t('col_ticket'), cell: (row) => <a href={screenPath('support', row.id)}>{t('ticket_link', { id: row.id, subject: row.subject })}</a> },
    { key: 'player', header: t('col_player'), cell: (row) => t('player', { id: row.playerId }) },
    { key: 'kind', header: t('col_kind'), cell: (row) => t(`kind_${row.kind}`) },
    { key: 'status', header: t('col_status'), cell: (row) => t(`status_${row.status}`) },
    {
      key: 'assignee',
      header: t('col_assignee'),
      cell: (row) => (row.assignee === null ? t('nobody') : row.assignee.staffId === me ? t('you', { name: row.assignee.name }) : row.assignee.name),
    },
    { key: 'messages', header: t('col_messages'), numeric: true, cell: (row) => row.messageCount },
    { key: 'activity', header: t('col_activity'), cell: (row) => <time dateTime={row.updatedAt}>{dateTime(row.updatedAt)}</time> },
  ];
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <InboxFilterForm initial={filters} />
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

function InboxFilterForm({ initial }: { initial: InboxFilters }) {
  const t = useT('support');
  const tc = useT();
  const [values, setValues] = useState(initial);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    replaceQuery({ ...filterQuery(values), ...firstPage() });
  };
  const clear = () => {
    setValues(ANY_FILTERS);
    replaceQuery({ ...filterQuery(ANY_FILTERS), ...firstPage() });
  };
  return (
    <form className="bo-filters" onSubmit={apply} aria-label={tc('filters')}>
      <label>
        {t('filter_status')}
        <select value={values.status} onChange={(e) => setValues({ ...values, status: filtersOf(new URLSearchParams({ status: e.target.value })).status })}>
          <option value="">{t('any_status')}</option>
          {INBOX_STATUSES.map((status) => <option key={status} value={status}>{t(`status_${status}`)}</option>)}
        </select>
      </label>
      <label>
        {t('filter_assigned')}
        <select value={values.assigned} onChange={(e) => setValues({ ...values, assigned: filtersOf(new URLSearchParams({ assigned: e.target.value })).assigned })}>
          <option value="any">{t('assigned_any')}</option>
          <option value="me">{t('assigned_me')}</option>
          <option value="none">{t('assigned_none')}</option>
        </select>
      </label>
      <label>
        {t('filter_kind')}
        <select value={values.kind} onChange={(e) => setValues({ ...values, kind: filtersOf(new URLSearchParams({ kind: e.target.value })).kind })}>
          <option value="">{t('any_kind')}</option>
          {INBOX_KINDS.map((kind) => <option key={kind} value={kind}>{t(`kind_${kind}`)}</option>)}
        </select>
      </label>
      <div className="bo-actions">
        <button type="submit" className="kk-button">{tc('apply')}</button>
        <button type="button" className="kk-button kk-button--ghost" onClick={clear}>{tc('clear')}</button>
      </div>
    </form>
  );
}
