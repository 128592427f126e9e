/**
 * The analytics report (admins and content editors; issue 28): the events the in-house collector
 * stored, per day (UTC) and event id, over a date range (the last 7 days unless the query says; at most
 * 92). The range lives in the query string, so a reload or a shared link shows the same report.
 */
import { useState, type FormEvent } from 'react';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_REPORT_MAX_DAYS,
  ANALYTICS_REPORT_PATH,
  AnalyticsReportReplySchema,
} from '../../contracts/analytics';
import { query, staffCall } from '../../api/client';
import { addTexts, useT } from '../../i18n';
import { queryOf, replaceQuery } from '../../routing/router';
import { Loaded } from '../../ui/Loaded';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';
import type { ScreenProps } from '../../frame/screen-loaders';
import { reportTable } from './pivot';

addTexts('analytics', {
  heading: 'Analytics',
  intro: 'Events the site sent to the in-house collector, counted per day (UTC) and event id. Visitors who rejected analytics cookies send none.',
  from: 'From',
  to: 'To',
  range_hint: 'At most {{days}} days.',
  show: 'Show',
  caption: 'Events per day and event id, {{from}} to {{to}}',
  col_day: 'Day',
  col_total: 'All events',
  row_total: 'Total',
  empty: 'No events in this range.',
  total_line: '{{total}} events in the range.',
  event_registration_click: 'registration click',
  event_registration_success: 'registration success',
  event_sms_sent: 'SMS sent',
  event_code_correct: 'code correct',
  event_sms_fail: 'SMS failed',
  event_bet_success: 'bet placed',
  event_deposit_success: 'deposit',
  event_withdrawal_success: 'withdrawal',
  event_captcha_shown: 'captcha shown',
  event_captcha_passed: 'captcha answered',
});

export default function AnalyticsScreen({ search }: ScreenProps) {
  const t = useT('analytics');
  const params = queryOf(search);
  const from = params.get('from');
  const to = params.get('to');
  const report = useLoad((signal) => staffCall('GET', `${ANALYTICS_REPORT_PATH}${query({ from, to })}`, AnalyticsReportReplySchema, undefined, signal), [from, to]);
  const shownFrom = report.status === 'ready' ? report.data.meta.from : (from ?? '');
  const shownTo = report.status === 'ready' ? report.data.meta.to : (to ?? '');
  const idHeader = (id: number): string => {
    const name = ANALYTICS_EVENT_NAMES[id];
    return name ? `${id} ${t(`event_${name}`)}` : String(id);
  };
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <p>{t('intro')}</p>
      {/* Keyed by the range shown, so the fields take the server's default range when it arrives. */}
      <RangeForm key={`${shownFrom}|${shownTo}`} from={shownFrom} to={shownTo} />
      <Loaded state={report} reload={report.reload}>
        {(data) => {
          const table = reportTable(data.data, data.meta.from, data.meta.to);
          if (table.total === 0) return <p role="status" className="bo-empty" data-empty>{t('empty')}</p>;
          return (
            <>
              <p role="status">{t('total_line', { total: table.total })}</p>
              <div className="bo-table-wrap">
                <table className="bo-table" data-report>
                  <caption>{t('caption', { from: data.meta.from, to: data.meta.to })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('col_day')}</th>
                      {table.ids.map((id) => <th key={id} scope="col" className="bo-num">{idHeader(id)}</th>)}
                      <th scope="col" className="bo-num">{t('col_total')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {table.days.map((row) => (
                      <tr key={row.day}>
                        <th scope="row"><time dateTime={row.day}>{row.day}</time></th>
                        {table.ids.map((id) => <td key={id} className="bo-num">{row.counts.get(id) ?? 0}</td>)}
                        <td className="bo-num">{row.total}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{t('row_total')}</th>
                      {table.ids.map((id) => <td key={id} className="bo-num">{table.totals.get(id) ?? 0}</td>)}
                      <td className="bo-num">{table.total}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function RangeForm({ from, to }: { from: string; to: string }) {
  const t = useT('analytics');
  const tc = useT();
  const [values, setValues] = useState({ from, to });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    replaceQuery({ from: values.from, to: values.to });
  };
  return (
    <form className="bo-filters" onSubmit={apply} aria-label={tc('filters')}>
      <label>{t('from')}<input type="date" value={values.from} max={values.to || undefined} onChange={(e) => setValues({ ...values, from: e.target.value })} /></label>
      <label>{t('to')}<input type="date" value={values.to} min={values.from || undefined} onChange={(e) => setValues({ ...values, to: e.target.value })} /></label>
      <p className="bo-hint">{t('range_hint', { days: ANALYTICS_REPORT_MAX_DAYS })}</p>
      <div className="bo-actions">
        <button type="submit" className="kk-button">{t('show')}</button>
      </div>
    </form>
  );
}
