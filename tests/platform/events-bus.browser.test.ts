/**
 * The event bus (platform/src/events/bus.ts): news reaches whoever listens; a command emitted while no
 * module handles it waits for the first that does, once, in order, for at most COMMAND_WAIT_MS, and
 * its detail is checked like a live one.
 */
import { fixtureBet } from '../support/bets';
import { COMMAND_WAIT_MS, emit, handle, listen } from '../../platform/src/events/bus';
import { equal } from '../support/assert';

const addBet = (oddId: number) => emit('kickoff:add-bet', { bet: fixtureBet(Math.floor(oddId / 10), oddId), source: 'test' });

/** Handles add-bet until stopped, recording the odd ids it got. */
function handler(): { ids: number[]; stop: () => void } {
  const ids: number[] = [];
  const stop = handle('kickoff:add-bet', ({ bet }) => ids.push(bet.market.id));
  return { ids, stop };
}

describe('event bus', () => {
  const realNow = Date.now;
  beforeEach(() => handler().stop()); // nothing left waiting from the test before
  afterEach(() => {
    Date.now = realNow;
  });

  it('a command with no handler reaches listeners at once and the first handler when it starts, in order', () => {
    const heard: number[] = [];
    const stopListening = listen('kickoff:add-bet', ({ bet }) => heard.push(bet.market.id));
    addBet(51);
    addBet(62);
    equal(heard.join(','), '51,62', 'a listener (news) hears it when it happens');
    const first = handler();
    equal(first.ids.join(','), '51,62', 'the handler takes the waiting commands in order');
    const second = handler();
    equal(second.ids.join(','), '', 'each waiting command is taken once');
    addBet(73);
    equal(first.ids.join(','), '51,62,73', 'then live ones');
    first.stop();
    second.stop();
    stopListening();
  });

  it('a command emitted while a handler runs does not wait for the next one', () => {
    const running = handler();
    addBet(51);
    running.stop();
    running.stop(); // idempotent: the count of handlers stays right
    const next = handler();
    equal(running.ids.join(','), '51');
    equal(next.ids.join(','), '', 'already handled');
    next.stop();
    addBet(62);
    const last = handler();
    equal(last.ids.join(','), '62', 'with every handler stopped, commands wait again');
    last.stop();
  });

  it('drops a command older than COMMAND_WAIT_MS', () => {
    const start = realNow();
    Date.now = () => start;
    addBet(51);
    Date.now = () => start + COMMAND_WAIT_MS - 1;
    addBet(62);
    Date.now = () => start + COMMAND_WAIT_MS + 1;
    const late = handler();
    equal(late.ids.join(','), '62', 'the older click is not what the player expects any more');
    late.stop();
  });

  it('checks a waiting command like a live one: a malformed detail is dropped', () => {
    // A stale module's emit: the type allows nothing else, so the test passes a broken bet through `unknown`.
    emit('kickoff:add-bet', { bet: { id: 'x' } } as unknown as Parameters<typeof emit<'kickoff:add-bet'>>[1]);
    addBet(51);
    const warn = console.warn;
    const warned: unknown[] = [];
    console.warn = (...args: unknown[]) => warned.push(args[0]);
    try {
      const h = handler();
      equal(h.ids.join(','), '51');
      equal(warned.length, 1, 'one warning, for the malformed one');
      h.stop();
    } finally {
      console.warn = warn;
    }
  });

  it('keeps at most 20 waiting commands per name: analytics events never push out a waiting odds click', () => {
    addBet(51);
    for (let n = 1; n <= 25; n++) emit('kickoff:track', { id: 1000, i: n });
    const tracked: number[] = [];
    const stopTrack = handle('kickoff:track', ({ i }) => tracked.push(i ?? 0));
    equal(tracked.join(','), Array.from({ length: 20 }, (_, k) => k + 6).join(','), 'the newest 20 analytics events');
    stopTrack();
    const bets = handler();
    equal(bets.ids.join(','), '51', 'the odds click still waits');
    bets.stop();
  });

  it('keeps no news: an event that is not a command does not wait', () => {
    emit('kickoff:page', { layout: 'main', page: 'home', path: '/en' });
    const pages: string[] = [];
    const stop = handle('kickoff:page', ({ page }) => pages.push(page));
    equal(pages.length, 0);
    emit('kickoff:page', { layout: 'main', page: 'sports', path: '/en/line' });
    equal(pages.join(','), 'sports', 'for news, handle is listen');
    stop();
  });
});
