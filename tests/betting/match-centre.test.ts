/**
 * The match centre's domain logic (apps/betting/src/match-centre/tracker.ts, poller.ts), no React: the
 * timeline merge by seq, the tracker's state, the event and state lines in both languages, the
 * announcement throttle, and the poll loop (delta by version, back-off, hidden document, stop).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MatchEvent, MatchEventsReply } from '../../apps/betting/src/contracts/match-events';
import { MATCH_EVENT_TYPES } from '../../apps/betting/src/contracts/match-events';
import {
  ANNOUNCE_GAP_MS,
  createAnnouncer,
  eventText,
  familyOf,
  fieldOf,
  formatClock,
  markerPosition,
  mergeReply,
  pollDelay,
  sinceOf,
  stateText,
  trackerState,
  type Family,
  type Texts,
} from '../../apps/betting/src/match-centre/tracker';
import { createEventsPoller, type PollerState, type VisibilitySource } from '../../apps/betting/src/match-centre/poller';
import ruTexts from '../../apps/betting/src/i18n/match-centre/ru';
import enTexts from '../../apps/betting/src/i18n/match-centre/en';

const ev = (seq: number, type: string, team: 0 | 1 | 2, extra: Partial<MatchEvent> = {}): MatchEvent => ({
  seq,
  at: 1_000 + seq,
  type,
  team,
  periodNo: 1,
  clock: seq * 30,
  score: [0, 0],
  ...extra,
});
const reply = (events: MatchEvent[], full: boolean, extra: Partial<MatchEventsReply> = {}): MatchEventsReply => ({
  gameId: 7,
  version: events[events.length - 1]?.seq ?? 0,
  full,
  events,
  stats: { goals: [0, 0] },
  ...extra,
});

/** `t` over one language's texts, with i18next's `{{name}}` interpolation; a missing key comes back as itself. */
const textsOf = (texts: Record<string, string>): Texts => (key, options = {}) =>
  (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
const ru = textsOf(ruTexts);
const en = textsOf(enTexts);
const TEAMS = ['Arsenal', 'Chelsea'] as const;

// --- Timeline --------------------------------------------------------------------------------------

test('merge: a full reply replaces, deltas add by seq in order and never twice', () => {
  let tl = mergeReply(null, reply([ev(1, 'period_start', 0), ev(2, 'possession', 1)], true));
  assert.deepEqual(tl.events.map((e) => e.seq), [1, 2]);
  assert.equal(sinceOf(tl), 2);
  assert.equal(sinceOf(null), 0);
  tl = mergeReply(tl, reply([ev(3, 'attack', 1), ev(4, 'corner', 1)], false));
  assert.deepEqual(tl.events.map((e) => e.seq), [1, 2, 3, 4]);
  // A repeated delta (a retried poll) adds nothing and keeps the same object.
  const again = mergeReply(tl, reply([ev(3, 'attack', 1), ev(4, 'corner', 1)], false));
  assert.equal(again, tl);
  // Overlapping and out of order: each seq once, sorted.
  tl = mergeReply(tl, reply([ev(6, 'shot_on_target', 1), ev(4, 'corner', 1), ev(5, 'attack', 2)], false, { version: 6 }));
  assert.deepEqual(tl.events.map((e) => e.seq), [1, 2, 3, 4, 5, 6]);
  assert.equal(tl.version, 6);
  // A late, older delta never moves the version back.
  tl = mergeReply(tl, reply([], false, { version: 4 }));
  assert.equal(tl.version, 6);
  // A full reply (the feed re-seeded, events pruned) replaces everything.
  tl = mergeReply(tl, reply([ev(1, 'period_start', 0)], true));
  assert.deepEqual(tl.events.map((e) => e.seq), [1]);
  assert.equal(tl.version, 1);
  // Another game's reply replaces too.
  tl = mergeReply(tl, reply([ev(9, 'goal', 2)], false, { gameId: 8 }));
  assert.equal(tl.gameId, 8);
  assert.deepEqual(tl.events.map((e) => e.seq), [9]);
});

test('merge: new statistics alone make a new timeline', () => {
  const tl = mergeReply(null, reply([ev(1, 'possession', 1)], true));
  const next = mergeReply(tl, reply([], false, { version: 1, stats: { goals: [1, 0] } }));
  assert.notEqual(next, tl);
  assert.deepEqual(next.stats, { goals: [1, 0] });
  assert.equal(next.events, tl.events);
});

// --- Tracker state ---------------------------------------------------------------------------------

test('sports: family and field by slug, else from the statistics', () => {
  assert.equal(familyOf('football'), 'football');
  assert.equal(fieldOf('fifa', familyOf('fifa')), 'pitch');
  assert.equal(fieldOf('ice-hockey', 'hockey'), 'rink');
  assert.equal(fieldOf('handball', 'court'), 'court');
  assert.equal(fieldOf('table-tennis', 'rally'), 'table');
  assert.equal(fieldOf('volleyball', 'rally'), 'volleyball');
  assert.equal(fieldOf('dota-2', 'kills'), 'none');
  assert.equal(familyOf('curling', { pointsWon: [1, 2] }), 'tennis');
  assert.equal(familyOf('curling', { dangerousAttacks: [1, 2] }), 'football');
});

test('football state: zone, side with the ball and phase follow the latest events', () => {
  const events = [
    ev(1, 'period_start', 0),
    ev(2, 'possession', 1, { zone: 'middle' }),
    ev(3, 'attack', 1, { zone: 'attack1' }),
    ev(4, 'dangerous_attack', 1, { zone: 'attack1' }),
  ];
  let s = trackerState(events, 'football');
  assert.deepEqual([s.phase, s.team, s.zone, s.seq, s.clock], ['dangerous_attack', 1, 'attack1', 4, 120]);
  assert.ok(markerPosition(s).x > 0.7, 'near team 2 goal');
  s = trackerState([...events, ev(5, 'shot_on_target', 1, { zone: 'attack1' }), ev(6, 'goal', 1, { zone: 'attack1', score: [1, 0] })], 'football');
  assert.deepEqual([s.phase, s.team, s.lastScorer, s.score], ['goal', 1, 1, [1, 0]]);
  // After the goal the other side kicks off from the middle.
  s = trackerState([...events, ev(6, 'goal', 1, { zone: 'attack1', score: [1, 0] }), ev(7, 'possession', 2, { zone: 'middle', score: [1, 0] })], 'football');
  assert.deepEqual([s.phase, s.team, s.zone], ['possession', 2, 'middle']);
  assert.equal(markerPosition(s).x, 0.5);
  s = trackerState([...events, ev(8, 'corner', 2, { zone: 'defence1' })], 'football');
  assert.deepEqual([s.phase, s.team, s.zone], ['corner', 2, 'defence1']);
  assert.ok(markerPosition(s).x < 0.3, 'near team 1 goal');
  assert.equal(trackerState([...events, ev(9, 'period_end', 0)], 'football').phase, 'interval');
  assert.equal(trackerState([...events, ev(9, 'match_end', 1)], 'football').phase, 'finished');
  assert.equal(trackerState([], 'football').phase, 'waiting');
});

test('other sports: hockey score is a goal, tennis tracks the serve and the set score, sets of CS are maps', () => {
  const hockey = trackerState([ev(1, 'shot_on_target', 2, { zone: 'defence1' }), ev(2, 'score', 2, { zone: 'defence1', score: [0, 1], points: 1 })], 'hockey');
  assert.deepEqual([hockey.phase, hockey.team], ['goal', 2]);
  const tennis = trackerState(
    [ev(1, 'serve', 1, { periodScore: [0, 0] }), ev(2, 'point', 2, { detail: '0:15', periodScore: [0, 0] }), ev(3, 'game', 2, { periodScore: [0, 1] }), ev(4, 'break', 2, { periodScore: [0, 1] }), ev(5, 'serve', 2, { periodScore: [0, 1] })],
    'tennis',
  );
  assert.deepEqual([tennis.phase, tennis.server, tennis.lastScorer, tennis.periodScore, tennis.zone], ['serve', 2, 2, [0, 1], null]);
  assert.equal(trackerState([ev(1, 'set', 1, { score: [1, 0] })], 'rounds').phase, 'map');
  assert.equal(trackerState([ev(1, 'timeout', 2)], 'rally').phase, 'timeout');
  const basket = trackerState([ev(1, 'possession', 1, { zone: 'attack1' }), ev(2, 'score', 1, { zone: 'attack1', points: 3, score: [3, 0] }), ev(3, 'foul', 2, { zone: 'middle' })], 'court');
  assert.deepEqual([basket.phase, basket.team, basket.zone, basket.lastScorer], ['foul', 2, 'middle', 1]);
});

// --- Texts -----------------------------------------------------------------------------------------

const FAMILY_OF_TYPE: Record<string, Family> = { set: 'tennis', game: 'tennis', point: 'tennis', serve: 'tennis', break: 'tennis', round: 'rounds', kill: 'kills', win: 'fight' };

test('every event type has a readable line in Russian and English, with the team and the score', () => {
  for (const type of MATCH_EVENT_TYPES) {
    const family = FAMILY_OF_TYPE[type] ?? 'football';
    const e = ev(3, type, type.startsWith('period') ? 0 : 1, { score: [2, 1], periodScore: [3, 2], points: 2, detail: type === 'win' ? 'early' : undefined });
    for (const [lang, t] of [['ru', ru], ['en', en]] as const) {
      const line = eventText(e, TEAMS, family, t);
      assert.ok(!/mc_|\{\{/.test(line), `${lang} ${type}: ${line}`);
      if (!type.startsWith('period')) assert.ok(line.includes('Arsenal'), `${lang} ${type} names the team: ${line}`);
    }
  }
  assert.equal(eventText(ev(5, 'goal', 2, { score: [0, 1] }), TEAMS, 'football', en), 'Goal! Chelsea, 0:1');
  assert.equal(eventText(ev(5, 'goal', 2, { score: [0, 1] }), TEAMS, 'football', ru), 'Гол! Chelsea, счёт 0:1');
  assert.equal(eventText(ev(5, 'score', 1, { score: [1, 0], points: 1 }), TEAMS, 'hockey', en), 'Goal! Arsenal, 1:0');
  assert.equal(eventText(ev(5, 'point', 1, { detail: '30:15' }), TEAMS, 'tennis', en), 'Point to Arsenal, 30:15');
  assert.equal(eventText(ev(5, 'period_start', 0, { periodNo: 2 }), TEAMS, 'football', en), 'Half 2 starts');
  assert.equal(eventText(ev(5, 'period_start', 0, { periodNo: 2 }), TEAMS, 'football', ru), '2-й тайм: начало');
  assert.equal(eventText(ev(5, 'match_end', 0, { score: [1, 1] }), TEAMS, 'football', en), 'Match over: a draw, 1:1');
  assert.equal(eventText(ev(5, 'set', 2, { score: [1, 1] }), TEAMS, 'rounds', en), 'Map to Chelsea, maps 1:1');
  assert.equal(eventText(ev(5, 'brand_new_type', 2), TEAMS, 'football', en), 'brand_new_type: Chelsea', 'an unknown type still reads');
  assert.equal(formatClock(2210), '36:50');
});

test('the state as a sentence: period, clock, phase with the zone as the side with the ball sees it, score', () => {
  const s = trackerState([ev(1, 'period_start', 0), ev(2, 'attack', 2, { zone: 'defence1', clock: 754, score: [2, 0] })], 'football');
  assert.equal(stateText(s, TEAMS, 'football', en), 'Half 1, 12:34: Chelsea attacking in the attacking third. Score 2:0.');
  assert.equal(stateText(s, TEAMS, 'football', ru), '1-й тайм, 12:34: атакует Chelsea у чужих ворот. Счёт 2:0.');
  const own = trackerState([ev(2, 'possession', 1, { zone: 'defence1' })], 'football');
  assert.match(stateText(own, TEAMS, 'football', en), /Arsenal in possession in their own third/);
  const tennis = trackerState([ev(1, 'serve', 1, { periodScore: [2, 3], score: [1, 0], periodNo: 2 })], 'tennis');
  assert.equal(stateText(tennis, TEAMS, 'tennis', en), 'Set 2, 00:30: Arsenal serving. Score 1:0 (2:3).');
  assert.equal(stateText(trackerState([], 'football'), TEAMS, 'football', en), 'Waiting for the match events.');
  assert.match(stateText(trackerState([ev(1, 'match_end', 1, { score: [3, 1] })], 'football'), TEAMS, 'football', en), /^Match over\. Final score 3:1\.$/);
});

// --- Announcements ---------------------------------------------------------------------------------

test('announcements: at most one every 10 s, the latest state wins, a goal is never dropped', () => {
  const a = createAnnouncer();
  assert.equal(ANNOUNCE_GAP_MS, 10_000);
  assert.equal(a.offer('state 1', false, 0), 'state 1', 'the first is said at once');
  assert.equal(a.offer('state 2', false, 2_000), null);
  assert.equal(a.offer('state 3', false, 4_000), null);
  assert.equal(a.nextAt(), 10_000);
  assert.equal(a.due(9_999), null);
  assert.equal(a.due(10_000), 'state 3', 'only the latest state');
  assert.equal(a.nextAt(), null);
  // A goal and a set within the gap, then more state: all of them at the next allowed moment.
  assert.equal(a.offer('Goal! Arsenal', true, 11_000), null);
  assert.equal(a.offer('state 4', false, 12_000), null);
  assert.equal(a.offer('Goal! Chelsea', true, 13_000), null);
  assert.equal(a.offer('state 5', false, 14_000), null);
  assert.equal(a.due(20_000), 'Goal! Arsenal Goal! Chelsea state 5');
  // After a quiet gap a goal is said at once.
  assert.equal(a.offer('Goal! Arsenal', true, 35_000), 'Goal! Arsenal');
  assert.equal(a.due(60_000), null, 'nothing waits');
});

// --- Polling ---------------------------------------------------------------------------------------

test('poll delay: 3 s, then back off to 30 s after errors', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 9].map(pollDelay), [3_000, 3_000, 6_000, 12_000, 24_000, 30_000, 30_000]);
});

function fakeTimers() {
  let now = 0;
  let id = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout: (fn: () => void, ms: number) => {
      id += 1;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    /** Runs the timers due within `ms`, letting the polls' promises settle. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!next || next[1].at > end) break;
        timers.delete(next[0]);
        now = next[1].at;
        next[1].fn();
        await new Promise((r) => setImmediate(r));
      }
      now = end;
    },
    pending: () => timers.size,
  };
}

class FakeDocument implements VisibilitySource {
  hidden = false;
  private listeners = new Set<() => void>();
  addEventListener(_: 'visibilitychange', l: () => void) {
    this.listeners.add(l);
  }
  removeEventListener(_: 'visibilitychange', l: () => void) {
    this.listeners.delete(l);
  }
  set(hidden: boolean) {
    this.hidden = hidden;
    for (const l of this.listeners) l();
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

test('poller: asks with since every 3 s, backs off on errors, pauses while hidden, stops on stop()', async () => {
  const timers = fakeTimers();
  const doc = new FakeDocument();
  const asked: number[] = [];
  let fail = false;
  let seq = 0;
  const states: PollerState[] = [];
  const poller = createEventsPoller({
    fetch: async (since) => {
      asked.push(since);
      if (fail) throw new Error('down');
      seq += 1;
      return reply([ev(seq, 'possession', 1)], since === 0);
    },
    onChange: (s) => states.push(s),
    visibility: doc,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
  });
  poller.start();
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(asked, [0], 'the first poll asks for everything');
  await timers.advance(3_000);
  assert.deepEqual(asked, [0, 1], 'then the events after the version');
  assert.deepEqual(poller.state.timeline?.events.map((e) => e.seq), [1, 2]);
  fail = true;
  await timers.advance(3_000);
  assert.equal(poller.state.failures, 1);
  assert.ok(poller.state.error instanceof Error);
  assert.deepEqual(poller.state.timeline?.events.map((e) => e.seq), [1, 2], 'the timeline stays on an error');
  await timers.advance(3_000);
  assert.equal(asked.length, 4);
  await timers.advance(5_999);
  assert.equal(asked.length, 4, 'second failure: 6 s wait');
  await timers.advance(1);
  assert.equal(asked.length, 5);
  fail = false;
  poller.refresh();
  await new Promise((r) => setImmediate(r));
  assert.equal(poller.state.failures, 0, 'retry now: recovered');
  assert.equal(poller.state.error, null);
  // Hidden: nothing is asked; shown again: asked at once.
  doc.set(true);
  const before = asked.length;
  await timers.advance(60_000);
  assert.equal(asked.length, before, 'no poll while hidden');
  assert.equal(timers.pending(), 0);
  doc.set(false);
  await new Promise((r) => setImmediate(r));
  assert.equal(asked.length, before + 1, 'asked at once when shown');
  poller.stop();
  await timers.advance(60_000);
  assert.equal(asked.length, before + 1, 'no poll after stop');
  assert.equal(doc.listenerCount, 0);
  assert.ok(states.length > 0);
});
