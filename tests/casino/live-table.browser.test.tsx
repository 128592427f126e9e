/**
 * The live table panel against a stubbed fetch (replies checked with the contract's schemas): the
 * dealer, seats, players, limits, round, phase, countdown and history chips; the closed state of the
 * daily break; a failed call with its retry; polling (the interval passed as a prop) that follows the
 * phase and stops, aborting the call in flight, when the panel goes away.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import * as v from 'valibot';
import { LiveTableResponseSchema, type LiveTable as Table, type LiveTableResponse } from '../../apps/casino/src/contracts/live';
import { LiveTable } from '../../apps/casino/src/play/LiveTable';
import { json, type FakeService } from '../support/fetch-stub';
import { actUntil as until } from '../support/react';
import { openScreen, type Screen } from '../support/screen';
import { equal, ok } from '../support/assert';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PATH = '/web-api/casino/live-tables/3';

/** A roulette table answered at `serverTime`, its phase ending in `secondsLeft`; checked against the contract. */
function reply(over: Partial<Table> = {}, secondsLeft = 20, serverTime = Date.now()): LiveTableResponse {
  return v.parse(LiveTableResponseSchema, {
    serverTime,
    table: {
      gameId: 3, name: 'Speed Roulette', kind: 'roulette', dealer: { name: 'Katya' }, seats: { total: null, taken: 57 }, players: 212,
      limits: { min: 10, max: 50000, currency: 'RUB' },
      round: { number: 1234, phase: 'betting', endsAt: serverTime + secondsLeft * 1000, secondsLeft },
      history: [
        { label: '17', tone: 'black' }, { label: '0', tone: 'green' }, { label: '3', tone: 'red' }, { label: '26', tone: 'black' },
        { label: '32', tone: 'red' }, { label: '15', tone: 'black' }, { label: '19', tone: 'red' }, { label: '4', tone: 'black' },
      ],
      open: true,
      ...over,
    },
  });
}

describe('live table panel', () => {
  let host: HTMLElement;
  let root: Root;
  /** Answers with `reply()` unless the test sets `service.replies`. */
  let service: FakeService;
  let screen: Screen;

  const text = () => (host.textContent ?? '').replace(/\s+/g, ' ');
  const calls = () => service.seen.filter((c) => c.url.pathname === PATH);
  const render = (node: React.ReactNode) => act(() => root.render(node));
  const fact = (term: string) => [...host.querySelectorAll('.kk-live__facts > div')].find((d) => d.querySelector('dt')?.textContent === term)?.querySelector('dd')?.textContent;
  const phase = () => host.querySelector('.kk-live__phase')?.textContent;

  beforeEach(async () => {
    screen = await openScreen(() => json(reply()));
    ({ host, root, service } = screen);
  });

  afterEach(() => screen.close());

  it('shows the dealer, players, limits, round, phase, countdown and the history chips', async () => {
    render(<LiveTable gameId={3} />);
    const section = host.querySelector('section.kk-live');
    const heading = section?.querySelector('h2');
    equal(heading?.textContent, 'Table');
    equal(section?.getAttribute('aria-labelledby'), heading?.id, 'the section is named by its heading');
    ok(host.querySelector('[role="status"][aria-busy="true"]')?.textContent?.includes('Loading the table…'), 'loading');
    await until(() => phase() !== undefined, 'the table');
    equal(calls().length, 1);
    equal(fact('Dealer'), 'Katya');
    equal(fact('Playing'), '57', 'an unlimited table shows who is betting');
    equal(fact('Seats'), undefined);
    equal(fact('At the table'), '212');
    const limits = fact('Limits') ?? '';
    ok(limits.includes('10') && limits.includes('50,000') && limits.includes('RUB'), limits);
    equal(phase(), 'Round 1234: place your bets');
    const live = [...host.querySelectorAll('[aria-live]')];
    equal(live.length, 1, 'one live region');
    equal(live[0]?.getAttribute('aria-live'), 'polite');
    equal(live[0], host.querySelector('.kk-live__phase'), 'only the phase line is announced');
    const timer = host.querySelector('.kk-live__timer')?.textContent ?? '';
    ok(/^0:(19|20) left$/.test(timer), timer);

    const chips = [...host.querySelectorAll<HTMLElement>('ol.kk-live__history > li')];
    equal(host.querySelector('ol.kk-live__history')?.getAttribute('aria-label'), 'Last results');
    equal(chips.length, 8);
    equal(chips.map((c) => c.className.replace('kk-live__chip kk-live__chip--', '')).join(' '), 'black green red black red black red black');
    equal(chips[0]?.querySelector('[aria-hidden="true"]')?.textContent, '17');
    equal(chips[0]?.querySelector('.kk-visually-hidden')?.textContent, '17 black', 'the colour in words');
    equal(chips[1]?.querySelector('.kk-visually-hidden')?.textContent, '0 green (zero)');
    equal(chips[2]?.querySelector('.kk-visually-hidden')?.textContent, '3 red');
  });

  it('a seated table shows the seats taken; a card result is a plain chip', async () => {
    service.replies = () => json(reply({ kind: 'blackjack', name: 'Blackjack Classic', seats: { total: 7, taken: 5 }, players: 40, round: { number: 9, phase: 'dealing', endsAt: Date.now() + 30_000, secondsLeft: 30 }, history: [{ label: 'Dealer 20', tone: 'neutral' }] }));
    render(<LiveTable gameId={3} />);
    await until(() => phase() !== undefined, 'the table');
    equal(fact('Seats'), '5 of 7 taken');
    equal(fact('Playing'), undefined);
    equal(phase(), 'Round 9: no more bets, dealing');
    const chip = host.querySelector('ol.kk-live__history > li');
    equal(chip?.className, 'kk-live__chip');
    equal(chip?.textContent, 'Dealer 20');
  });

  it('the countdown ticks every second against the server clock', async () => {
    // The server's clock is a minute ahead of the browser's: the countdown follows the server.
    const serverTime = Date.now() + 60_000;
    service.replies = () => json(reply({}, 10, serverTime));
    render(<LiveTable gameId={3} pollMs={60_000} />);
    await until(() => phase() !== undefined, 'the table');
    const first = host.querySelector('.kk-live__timer')?.textContent;
    ok(first === '0:10 left' || first === '0:09 left', first ?? '');
    await until(() => host.querySelector('.kk-live__timer')?.textContent === '0:08 left', 'two seconds later', 3500);
  });

  it('shows that the table is closed for a break', async () => {
    service.replies = () => json(reply({ open: false, players: 0, seats: { total: null, taken: 0 }, round: { number: 1234, phase: 'result', endsAt: Date.now() + 300_000, secondsLeft: 300 } }, 300));
    render(<LiveTable gameId={3} />);
    await until(() => phase() !== undefined, 'the table');
    equal(phase(), 'Table closed for a break');
    ok(/^Opens in (5:00|4:59)$/.test(host.querySelector('.kk-live__timer')?.textContent ?? ''), text());
    equal(fact('Dealer'), 'Katya');
  });

  it('a failed call shows the alert, and "Try again" loads the table', async () => {
    let attempts = 0;
    service.replies = () => {
      attempts += 1;
      return attempts === 1 ? json({ error: { message: 'Server error' } }, 500) : json(reply());
    };
    render(<LiveTable gameId={3} pollMs={60_000} />);
    await until(() => host.querySelector('[role="alert"]') !== null, 'the failure');
    const alert = host.querySelector<HTMLElement>('[role="alert"]');
    ok(alert?.textContent?.includes('The table could not be loaded.'), alert?.textContent ?? '');
    const retry = alert?.querySelector('button');
    equal(retry?.textContent, 'Try again');
    equal(phase(), undefined);
    act(() => retry?.click());
    await until(() => phase() === 'Round 1234: place your bets', 'the table after the retry');
    equal(host.querySelector('[role="alert"]'), null);
    equal(calls().length, 2);
  });

  it('asks again every poll interval and follows the phase; a failed poll keeps the table', async () => {
    service.replies = () => {
      const n = calls().length;
      if (n === 1) return json(reply());
      if (n === 2) return json({ error: { message: 'Server error' } }, 500);
      return json(reply({ round: { number: 1234, phase: 'dealing', endsAt: Date.now() + 10_000, secondsLeft: 10 } }));
    };
    render(<LiveTable gameId={3} pollMs={150} />);
    await until(() => phase() === 'Round 1234: place your bets', 'the first answer');
    await until(() => calls().length >= 2, 'the second poll');
    await until(() => phase() === 'Round 1234: no more bets, dealing', 'the next phase');
    equal(host.querySelector('[role="alert"]'), null, 'the failed poll in between showed no alert');
  });

  it('going away aborts the call in flight and stops polling', async () => {
    service.replies = () => new Promise<Response>(() => undefined);
    render(<LiveTable gameId={3} pollMs={100} />);
    await until(() => calls().length === 1, 'the call');
    const signal = calls()[0]?.signal;
    ok(signal, 'the call has a signal');
    equal(signal?.aborted, false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 250)));
    equal(calls().length, 1, 'no second call while one is in flight');
    screen.unmount();
    equal(signal?.aborted, true, 'aborted on unmount');
    await new Promise((resolve) => setTimeout(resolve, 250));
    equal(calls().length, 1, 'no polls after unmount');
  });
});
