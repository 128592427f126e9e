/**
 * The console's analytics screen against a stubbed staff API: loading, the default range the server
 * answered in the date fields, the day × event id table with totals, the empty state, and a new range
 * applied through the query string.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { ConsoleApp } from '../../backoffice/src/App';
import { $signInStep, $staff } from '../../backoffice/src/session/store';
import { startRouter } from '../../backoffice/src/routing/router';
import { equal, ok } from '../support/assert';
import { json, stubFetch } from '../support/fetch-stub';
import { actUntil as until, mountRoot, typeInto, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EDITOR = { id: 5, email: 'editor@staff.kickoff.test', name: 'Eve Editor', roles: ['content_editor'], active: true, createdAt: '2026-01-01T00:00:00.000Z' };

const field = (host: HTMLElement, text: string): HTMLInputElement => {
  const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.startsWith(text));
  const input = label?.querySelector('input');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input labelled ${text}`);
  return input;
};

describe('console analytics screen', () => {
  let mounted: { host: HTMLElement; root: Root };
  let restore: () => void;
  let asked: string[];
  let release: () => void;

  beforeEach(() => {
    history.replaceState(null, '', '/backoffice/analytics');
    startRouter();
    $staff.set({ status: 'loading' });
    $signInStep.set('password');
    asked = [];
  });
  afterEach(() => {
    unmountRoot(mounted);
    restore();
  });

  it('loading, then the table per day and event id with totals; an empty range says so', async () => {
    const gate = new Promise<void>((resolve) => (release = resolve));
    restore = stubFetch(async (url) => {
      if (url.pathname === '/staff-api/me') return json({ data: EDITOR });
      if (url.pathname === '/staff-api/analytics/report') {
        asked.push(url.search);
        if (url.searchParams.get('from') === '2026-10-01') return json({ data: [], meta: { from: '2026-10-01', to: '2026-10-02', total: 0 } });
        await gate;
        return json({
          data: [
            { day: '2026-11-26', id: 10000, count: 3 },
            { day: '2026-11-28', id: 1000, count: 2 },
            { day: '2026-11-28', id: 10000, count: 1 },
          ],
          meta: { from: '2026-11-26', to: '2026-11-28', total: 6 },
        });
      }
      return json({}, 404);
    });
    mounted = mountRoot();
    act(() => mounted.root.render(<ConsoleApp />));
    const { host } = mounted;
    await until(() => host.querySelector('[data-loading]') !== null, 'the loading state');
    release();
    await until(() => host.querySelector('table[data-report]') !== null, 'the report table');
    equal(asked[0], '', 'the server picks the default range');
    equal(field(host, 'From').value, '2026-11-26');
    equal(field(host, 'To').value, '2026-11-28');
    const table = host.querySelector('table[data-report]');
    if (!table) throw new Error('no report table');
    equal(table.querySelector('caption')?.textContent, 'Events per day and event id, 2026-11-26 to 2026-11-28');
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    equal(headers.join('|'), 'Day|1000 registration click|10000 bet placed|All events');
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent).join(' '));
    equal(rows.join(' / '), '2026-11-26 0 3 3 / 2026-11-27 0 0 0 / 2026-11-28 2 1 3');
    equal([...table.querySelectorAll('tfoot tr > *')].map((c) => c.textContent).join(' '), 'Total 2 4 6');

    typeInto(field(host, 'From'), '2026-10-01');
    typeInto(field(host, 'To'), '2026-10-02');
    act(() => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Show')?.click());
    await until(() => host.querySelector('[data-empty]') !== null, 'the empty state');
    equal(host.querySelector('[data-empty]')?.textContent, 'No events in this range.');
    equal(asked[1], '?from=2026-10-01&to=2026-10-02');
    ok(location.search.includes('from=2026-10-01'), 'the range is in the address');
  });
});
