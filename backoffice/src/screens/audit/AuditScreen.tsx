/**
 * The audit log (admins): every staff action newest first, filtered by member, action (exact or a
 * prefix ending in "."), target and time, paged by cursor. Each row shows the value before and after.
 */
import { useState, type FormEvent } from 'react';
import { AUDIT_PATH, AuditPageSchema, type AuditEntryWire } from '../../contracts/audit';
import { StaffListReplySchema, STAFF_PATHS } from '../../contracts/staff';
import { query, staffCall } from '../../api/client';
import { addTexts, useT } from '../../i18n';
import { queryOf, replaceQuery } from '../../routing/router';
import { cursorState, firstPage } from '../../ui/cursor-pages';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime } from '../../ui/format';
import { Loaded } from '../../ui/Loaded';
import { Pager } from '../../ui/Pager';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';
import type { ScreenProps } from '../../frame/screen-loaders';
import { auditRowActions } from './row-actions';

addTexts('audit', {
  heading: 'Audit log',
  caption: 'Staff actions, newest first',
  filter_staff: 'Staff member',
  filter_any: 'Anyone',
  filter_action: 'Action (exact, or a prefix ending in ".")',
  filter_target: 'Target',
  filter_since: 'From',
  filter_until: 'Until',
  col_at: 'When',
  col_who: 'Who',
  col_action: 'Action',
  col_target: 'Target',
  col_change: 'Change',
  col_address: 'Address',
  before: 'Before',
  after: 'After',
  nobody: 'system',
  pages: 'Audit log pages',
});

const FILTERS = ['staffId', 'action', 'target', 'since', 'until'] as const;
type Filter = (typeof FILTERS)[number];

/** `datetime-local` → ISO (the browser's zone), or undefined. */
const isoOf = (local: string | null): string | undefined => {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

export default function AuditScreen({ search }: ScreenProps) {
  const t = useT('audit');
  const params = queryOf(search);
  const cursor = cursorState(params);
  const staff = useLoad((signal) => staffCall('GET', STAFF_PATHS.staff, StaffListReplySchema, undefined, signal), []);
  const names = new Map(staff.status === 'ready' ? staff.data.data.map((m) => [m.id, `${m.name} (${m.email})`]) : []);
  const page = useLoad(
    (signal) =>
      staffCall(
        'GET',
        `${AUDIT_PATH}${query({
          staffId: params.get('staffId'),
          action: params.get('action'),
          target: params.get('target'),
          since: isoOf(params.get('since')),
          until: isoOf(params.get('until')),
          before: cursor.before,
        })}`,
        AuditPageSchema,
        undefined,
        signal,
      ),
    [search],
  );
  const columns: Column<AuditEntryWire>[] = [
    { key: 'at', header: t('col_at'), cell: (row) => <time dateTime={row.at}>{dateTime(row.at)}</time> },
    { key: 'who', header: t('col_who'), cell: (row) => (row.staffId === null ? t('nobody') : (names.get(row.staffId) ?? `#${row.staffId}`)) },
    { key: 'action', header: t('col_action'), cell: (row) => <code>{row.action}</code> },
    { key: 'target', header: t('col_target'), cell: (row) => row.target ?? '—' },
    { key: 'change', header: t('col_change'), cell: (row) => <Change entry={row} onChanged={page.reload} /> },
    { key: 'address', header: t('col_address'), cell: (row) => row.address ?? '—' },
  ];
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <AuditFilters params={params} staff={staff.status === 'ready' ? staff.data.data : []} />
      <Loaded state={page} reload={page.reload}>
        {(data) => (
          <>
            <DataTable caption={t('caption')} columns={columns} rows={data.data} rowKey={(row) => row.id} />
            <Pager cursor={cursor} next={data.meta.next} label={t('pages')} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function AuditFilters({ params, staff }: { params: URLSearchParams; staff: readonly { id: number; name: string; email: string }[] }) {
  const t = useT('audit');
  const tc = useT();
  const initial = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>;
  const [values, setValues] = useState(initial);
  const set = (key: Filter) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    replaceQuery({ ...values, ...firstPage() });
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTERS.map((key) => [key, ''])) as Record<Filter, string>;
    setValues(empty);
    replaceQuery({ ...empty, ...firstPage() });
  };
  return (
    <form className="bo-filters" onSubmit={apply} aria-label={tc('filters')}>
      <label>
        {t('filter_staff')}
        <select value={values.staffId} onChange={set('staffId')}>
          <option value="">{t('filter_any')}</option>
          {staff.map((member) => <option key={member.id} value={String(member.id)}>{member.name}</option>)}
        </select>
      </label>
      <label>{t('filter_action')}<input value={values.action} onChange={set('action')} maxLength={100} /></label>
      <label>{t('filter_target')}<input value={values.target} onChange={set('target')} maxLength={200} /></label>
      <label>{t('filter_since')}<input type="datetime-local" value={values.since} onChange={set('since')} /></label>
      <label>{t('filter_until')}<input type="datetime-local" value={values.until} onChange={set('until')} /></label>
      <div className="bo-actions">
        <button type="submit" className="kk-button">{tc('apply')}</button>
        <button type="button" className="kk-button kk-button--ghost" onClick={clear}>{tc('clear')}</button>
      </div>
    </form>
  );
}

function Change({ entry, onChanged }: { entry: AuditEntryWire; onChanged: () => void }) {
  const t = useT('audit');
  const Actions = auditRowActions(entry.action);
  return (
    <div className="bo-change">
      {entry.before !== null ? <details><summary>{t('before')}</summary><pre>{JSON.stringify(entry.before, null, 2)}</pre></details> : null}
      {entry.after !== null ? <details><summary>{t('after')}</summary><pre>{JSON.stringify(entry.after, null, 2)}</pre></details> : null}
      {Actions ? <Actions entry={entry} onChanged={onChanged} /> : null}
    </div>
  );
}
