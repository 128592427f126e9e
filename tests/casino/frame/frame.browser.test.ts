/**
 * The casino game frame (apps/casino/frame) on a fake port: each engine's UI from `init` (rules cards
 * and views made by the play service's own engines, so the shapes are the server's), the `start` and
 * `act` messages it sends, the rounds it draws, the stake and target checks, one request at a time,
 * the safe error for a view that does not fit, the page's errors, fun money top-up, Russian texts, and
 * the postMessage port that drops what does not come from the parent page in the protocol's shape.
 */
import { FRAME_PROTOCOL, type FrameInit, type FrameToPage, type PageToFrame } from '../../../apps/casino/src/contracts/frame-protocol';
import type { Round, RulesResponse } from '../../../apps/casino/src/contracts/play';
import { mountGame } from '../../../apps/casino/frame/src/app';
import { createWindowPort, parentOrigin, type FramePort } from '../../../apps/casino/frame/src/port';
import { slotEngine, SLOT_PAYLINES } from '../../../server/casino-play/engines/slot';
import { wheelEngine, WHEEL_SEGMENTS } from '../../../server/casino-play/engines/wheel';
import { kenoEngine } from '../../../server/casino-play/engines/keno';
import { crashEngine } from '../../../server/casino-play/engines/crash';
import { cardsEngine } from '../../../server/casino-play/engines/cards';
import type { Rng } from '../../../server/casino-play/engines/types';
import { equal, ok } from '../../support/assert';
import { getByRole, inputByLabel, queryAllByRole } from '../../support/dom';
import { settle, waitFor } from '../../support/wait';

const ROUND_ID = '0b7f6a52-3c1d-4e8f-9a2b-5c6d7e8f9a01';
const GAME_ID = 7;

/** An rng that answers the given draws in order (then 0). */
const scripted = (...draws: number[]): Rng => () => draws.shift() ?? 0;

type Engine = FrameInit['game']['engine'];

function rulesOf(engine: Engine, extra: Partial<RulesResponse> = {}): RulesResponse {
  const source = { slot: slotEngine, wheel: wheelEngine, keno: kenoEngine, crash: crashEngine, cards: cardsEngine }[engine];
  return {
    gameId: GAME_ID,
    engine,
    rtp: source.rtp,
    minStake: 0.1,
    maxStake: 100,
    funMode: true,
    rows: source.rules().map((row) => ({ ...row })),
    ...(engine === 'slot' ? { paylines: SLOT_PAYLINES.map((line) => [...line]) } : {}),
    ...(engine === 'wheel' ? { segments: [...WHEEL_SEGMENTS] } : {}),
    ...extra,
  };
}

function initOf(engine: Engine, over: Partial<FrameInit> = {}): FrameInit {
  return {
    protocol: FRAME_PROTOCOL,
    kind: 'init',
    game: { id: GAME_ID, name: `Demo ${engine}`, engine },
    mode: 'real',
    currency: 'RUB',
    balance: 100,
    stake: 10,
    rules: rulesOf(engine),
    lang: 'en',
    openRound: null,
    ...over,
  };
}

function roundOf(view: unknown, over: Partial<Round> = {}): Round {
  return { id: ROUND_ID, gameId: GAME_ID, mode: 'real', status: 'settled', step: 1, stake: 10, win: 0, currency: 'RUB', view, balance: 90, settledBy: 'player', ...over };
}

interface Harness {
  root: HTMLElement;
  sent: FrameToPage[];
  deliver(msg: PageToFrame): void;
  /** The messages sent after `ready`. */
  requests(): FrameToPage[];
  unmount(): void;
}

const mounted: Harness[] = [];

function harness(init?: FrameInit): Harness {
  const root = document.createElement('div');
  document.body.append(root);
  const sent: FrameToPage[] = [];
  const listeners = new Set<(msg: PageToFrame) => void>();
  const port: FramePort = {
    send: (msg) => sent.push(msg),
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const unmount = mountGame(root, port);
  const h: Harness = {
    root,
    sent,
    deliver: (msg) => [...listeners].forEach((l) => l(msg)),
    requests: () => sent.filter((m) => m.kind !== 'ready'),
    unmount: () => {
      unmount();
      root.remove();
    },
  };
  mounted.push(h);
  if (init) h.deliver(init);
  return h;
}

const button = (root: HTMLElement, name: string | RegExp): HTMLButtonElement => getByRole(root, 'button', name) as HTMLButtonElement;
const isDisabled = (el: Element): boolean => el.matches(':disabled');
const text = (root: HTMLElement, selector: string): string => root.querySelector(selector)?.textContent?.trim() ?? '';
const resultLine = (root: HTMLElement): string => text(root, '[aria-live="polite"].result');
const alertText = (root: HTMLElement): string => getByRole(root, 'alert').textContent?.trim() ?? '';
const balanceText = (root: HTMLElement): string => text(root, '.balance-value');

function setValue(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  while (mounted.length > 0) mounted.pop()?.unmount();
});

describe('casino frame: shell', () => {
  it('says ready first, drops page messages before init, then draws the chrome from init', () => {
    const h = harness();
    equal(h.sent.length, 1);
    equal(h.sent[0]?.kind, 'ready');
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'balance', balance: 5 });
    equal(queryAllByRole(h.root, 'heading').length, 0, 'nothing drawn before init');
    h.deliver(initOf('slot'));
    equal(getByRole(h.root, 'heading').textContent, 'Demo slot');
    ok(h.root.textContent?.includes('Real money'), 'the mode badge');
    equal(balanceText(h.root), '100.00 RUB');
    equal(inputByLabel(h.root, 'Stake').value, '10.00');
    equal(inputByLabel(h.root, 'Stake').min, '0.1');
    equal(inputByLabel(h.root, 'Stake').max, '100');
    equal(queryAllByRole(h.root, 'button', 'Top up fun money').length, 0, 'no top-up with real money');
    button(h.root, 'Close game').click();
    equal(h.requests().at(-1)?.kind, 'close');
  });

  it('shows the rules card: the return to player, the facts and the paytable with multipliers and chances', () => {
    const h = harness(initOf('slot'));
    const details = h.root.querySelector('details');
    ok(details, 'a details element');
    equal(details?.querySelector('summary')?.textContent, 'Rules and paytable');
    ok(details?.textContent?.includes('Return to player: 96%'), 'the RTP');
    const rows = [...(details?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.children].map((c) => c.textContent));
    equal(rows.length, 24, 'the 24 paying rows of the slot');
    const diamonds = rows[0];
    equal(diamonds?.[0], '5 × Diamond on a line');
    equal(diamonds?.[1], '×1,000.00');
    ok(/%$/.test(diamonds?.[2] ?? ''), `a chance as a percentage, got ${diamonds?.[2]}`);
    ok(details?.textContent?.includes('10 fixed paylines'), 'the facts');
    ok(!details?.textContent?.includes('Maximum win'), 'no maximum win without one in the card');
  });

  it('states the real-money maximum win per round on the rules card', () => {
    const h = harness(initOf('crash', { currency: 'USD', rules: rulesOf('crash', { currency: 'USD', maxWin: 50000 }) }));
    const text = h.root.querySelector('details .max-win')?.textContent ?? '';
    ok(/^Maximum win per round: 50,000(\.00)? USD\. A bigger win is paid at this amount\.$/.test(text), text);
  });

  it('refuses a stake above the balance, below the minimum or with too many decimals, sending nothing', () => {
    const h = harness(initOf('wheel', { balance: 20 }));
    const stake = inputByLabel(h.root, 'Stake');
    const error = (): string => document.getElementById(stake.getAttribute('aria-describedby')?.split(' ')[1] ?? '')?.textContent ?? '';
    setValue(stake, '25');
    button(h.root, 'Spin').click();
    equal(error(), 'The stake is more than your balance.');
    equal(stake.getAttribute('aria-invalid'), 'true');
    setValue(stake, '0.05');
    equal(error(), '', 'typing clears the error');
    button(h.root, 'Spin').click();
    equal(error(), 'The stake must be from 0.10 RUB to 100.00 RUB.');
    setValue(stake, '1.234');
    button(h.root, 'Spin').click();
    equal(error(), 'The stake can have at most 2 decimals.');
    setValue(stake, '');
    button(h.root, 'Spin').click();
    equal(error(), 'Enter a stake.');
    equal(h.requests().length, 0, 'nothing sent');
    setValue(stake, '20');
    button(h.root, 'Spin').click();
    equal(h.requests().length, 1, 'the whole balance may be staked');
  });

  it('sends one start for a double click and keeps the play controls disabled and busy until the reply', () => {
    const h = harness(initOf('slot'));
    const spin = button(h.root, 'Spin');
    spin.click();
    spin.click();
    spin.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    equal(h.requests().length, 1, 'one start');
    const fieldset = h.root.querySelector('[aria-busy]');
    equal(fieldset?.getAttribute('aria-busy'), 'true');
    ok(isDisabled(spin), 'Spin disabled while the round is asked for');
    ok(isDisabled(inputByLabel(h.root, 'Stake')), 'the stake too');
    ok(!isDisabled(button(h.root, 'Close game')), 'Close game stays usable');
    const state = slotEngine.start(1000, {}, scripted(0, 0, 0, 0, 0)).state;
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(slotEngine.view(state), { win: 25, balance: 115 }) });
    equal(fieldset?.getAttribute('aria-busy'), 'false');
    ok(!isDisabled(spin), 'Spin usable again');
    spin.click();
    equal(h.requests().length, 2, 'the next spin');
  });

  it('shows the page\'s error in the alert and frees the controls', () => {
    const h = harness(initOf('wheel'));
    button(h.root, 'Spin').click();
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'error', message: 'Not enough money on the account' });
    equal(alertText(h.root), 'Not enough money on the account');
    ok(!isDisabled(button(h.root, 'Spin')), 'Spin usable again');
    button(h.root, 'Spin').click();
    equal(alertText(h.root), '', 'a new request clears the alert');
  });

  it('shows a safe error for a round view that does not fit the game, and keeps working', () => {
    const h = harness(initOf('wheel'));
    button(h.root, 'Spin').click();
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf({ segment: 'twelve' }, { balance: 90 }) });
    equal(alertText(h.root), 'The game sent a result it could not show; your balance is safe.');
    equal(balanceText(h.root), '90.00 RUB', 'the balance still follows the round');
    equal(resultLine(h.root), '', 'no outcome announced');
    ok(!isDisabled(button(h.root, 'Spin')), 'Spin usable again');
  });

  it('offers fun money top-up when the fun balance is below the minimum stake, and follows balance messages', () => {
    const h = harness(initOf('keno', { mode: 'fun', currency: 'FUN', balance: 0.05, stake: 1 }));
    ok(h.root.textContent?.includes('Fun money'), 'the fun badge');
    equal(balanceText(h.root), '0.05 FUN');
    button(h.root, 'Top up fun money').click();
    equal(h.requests().at(-1)?.kind, 'refill');
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'balance', balance: 1000 });
    equal(balanceText(h.root), '1,000.00 FUN');
    equal(queryAllByRole(h.root, 'button', 'Top up fun money').length, 0, 'hidden once there is money');
  });

  it('speaks Russian when init says ru', () => {
    const h = harness(initOf('slot', { lang: 'ru', mode: 'fun', currency: 'FUN', balance: 1000 }));
    ok(h.root.textContent?.includes('Игра на фан-деньги'), 'the fun badge');
    button(h.root, 'Крутить');
    button(h.root, 'Закрыть игру');
    inputByLabel(h.root, 'Ставка');
    ok(h.root.querySelector('details')?.textContent?.includes('5 × Бриллиант на линии'), 'the rules labels translated');
    ok(queryAllByRole(h.root, 'img', 'Семёрка').length > 0, 'symbol names in Russian');
  });
});

describe('casino frame: slot', () => {
  it('spins with no choices, then shows the window, highlights and lists the winning lines, the win and the balance', () => {
    const h = harness(initOf('slot'));
    equal(queryAllByRole(h.root, 'img').length, 15, '5 × 3 symbols');
    button(h.root, 'Spin').click();
    const start = h.requests()[0];
    equal(start?.kind, 'start');
    if (start?.kind !== 'start') return;
    equal(start.stake, 10);
    equal(JSON.stringify(start.params), '{}');
    const state = slotEngine.start(1000, {}, scripted(0, 0, 0, 0, 0)).state;
    equal(state.lines.length, 2, 'the scripted spin wins two lines');
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(slotEngine.view(state), { win: 25, balance: 115 }) });
    const names = queryAllByRole(h.root, 'img').map((el) => el.getAttribute('aria-label'));
    equal(names.join(','), state.window.flat().join(','));
    // Line 6 (rows 0,0,1,2,2) × 3 cherries and line 7 (rows 2,2,1,0,0) × 4 cherries.
    const winning = [...h.root.querySelectorAll('.cell.win')].length;
    equal(winning, 6, 'the cells of both lines (the middle one shared)');
    const lines = [...getByRole(h.root, 'list', 'Winning lines').querySelectorAll('li')].map((li) => li.textContent);
    equal(lines.join(' | '), 'Line 6: 3 × Cherry, ×0.50 | Line 7: 4 × Cherry, ×2.00');
    equal(resultLine(h.root), 'You won 25.00 RUB');
    equal(balanceText(h.root), '115.00 RUB');
  });

  it('says so when a spin wins nothing', () => {
    const h = harness(initOf('slot'));
    button(h.root, 'Spin').click();
    const state = slotEngine.start(1000, {}, scripted(6, 6, 6, 6, 6)).state;
    equal(state.lines.length, 0, 'the scripted spin loses');
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(slotEngine.view(state)) });
    equal(resultLine(h.root), 'No win this time');
    equal(text(h.root, '.slot-lines'), 'No winning lines');
  });
});

describe('casino frame: crash', () => {
  it('sends the target in hundredths and shows the crash point and whether the target was reached', async () => {
    const h = harness(initOf('crash'));
    const target = inputByLabel(h.root, 'Target multiplier');
    setValue(target, '2.5');
    button(h.root, 'Play').click();
    const start = h.requests()[0];
    if (start?.kind !== 'start') throw new Error('expected a start');
    equal(JSON.stringify(start.params), '{"targetX100":250}');
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf({ stakeMinor: 1000, targetX100: 250, crashX100: 327, x100: 250 }, { win: 25, balance: 115 }) });
    equal(text(h.root, '.crash-outcome'), 'Crashed at ×3.27, target ×2.50 reached');
    equal(resultLine(h.root), 'Crashed at ×3.27, target ×2.50 reached. You won 25.00 RUB');
    await waitFor(() => text(h.root, '.crash-meter') === '×3.27', 'the counter to stop at the crash point');
    button(h.root, 'Play').click();
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf({ stakeMinor: 1000, targetX100: 250, crashX100: 100, x100: 0 }) });
    equal(resultLine(h.root), 'Crashed at ×1.00, target ×2.50 not reached. No win this time');
  });

  it('refuses a target outside ×1.01..×1000.00 or with more than 2 decimals', () => {
    const h = harness(initOf('crash'));
    const target = inputByLabel(h.root, 'Target multiplier');
    for (const value of ['1', '1000.01', '2.555', '']) {
      setValue(target, value);
      button(h.root, 'Play').click();
      equal(target.getAttribute('aria-invalid'), 'true', `refused ${value}`);
    }
    equal(h.requests().length, 0, 'nothing sent');
    setValue(target, '1000');
    button(h.root, 'Play').click();
    const start = h.requests()[0];
    equal(start?.kind === 'start' ? JSON.stringify(start.params) : '', '{"targetX100":100000}');
  });
});

describe('casino frame: wheel', () => {
  it('draws the segments, spins with no choices and marks the landed segment', () => {
    const h = harness(initOf('wheel'));
    const list = getByRole(h.root, 'list', 'Wheel segments');
    const items = [...list.querySelectorAll('li')];
    equal(items.length, 50);
    equal(items[0]?.getAttribute('aria-label'), 'Segment 1: ×10.00');
    button(h.root, 'Spin').click();
    const start = h.requests()[0];
    equal(start?.kind === 'start' ? JSON.stringify(start.params) : '', '{}');
    const state = wheelEngine.start(1000, {}, scripted(20)).state;
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(wheelEngine.view(state), { win: 50, balance: 140 }) });
    const landed = items.filter((li) => li.getAttribute('aria-current') === 'true');
    equal(landed.length, 1);
    equal(landed[0]?.getAttribute('aria-label'), 'Segment 21: ×5.00');
    equal(resultLine(h.root), 'The wheel stopped on ×5.00. You won 50.00 RUB');
    equal(balanceText(h.root), '140.00 RUB');
  });
});

describe('casino frame: keno', () => {
  const pressed = (root: HTMLElement): number[] =>
    [...root.querySelectorAll('[aria-pressed="true"]')].map((el) => Number(el.textContent));

  it('takes at most 10 picks, clears, quick-picks 5 and plays the picks', () => {
    const h = harness(initOf('keno'));
    equal(queryAllByRole(getByRole(h.root, 'group', 'Numbers'), 'button').length, 80);
    ok(isDisabled(button(h.root, 'Play')), 'Play disabled with no picks');
    for (let n = 1; n <= 11; n++) button(h.root, `Number ${n}`).click();
    equal(pressed(h.root).length, 10, 'the 11th pick refused');
    equal(button(h.root, 'Number 11').getAttribute('aria-pressed'), 'false');
    equal(text(h.root, '.keno-status'), 'You can pick at most 10 numbers.');
    button(h.root, 'Number 1').click();
    equal(pressed(h.root).length, 9, 'a pick toggles off');
    button(h.root, 'Clear').click();
    equal(pressed(h.root).length, 0);
    ok(isDisabled(button(h.root, 'Play')), 'Play disabled again');
    button(h.root, 'Quick pick').click();
    const quick = pressed(h.root);
    equal(quick.length, 5);
    equal(new Set(quick).size, 5, 'distinct');
    ok(quick.every((n) => n >= 1 && n <= 80), 'on the board');
    button(h.root, 'Play').click();
    const start = h.requests()[0];
    equal(start?.kind === 'start' ? JSON.stringify(start.params) : '', JSON.stringify({ picks: [...quick].sort((a, b) => a - b) }));
  });

  it('marks the drawn numbers and the hits after the round', () => {
    const h = harness(initOf('keno'));
    const picks = [3, 15, 40, 41, 77];
    for (const n of picks) button(h.root, `Number ${n}`).click();
    button(h.root, 'Play').click();
    const state = kenoEngine.start(1000, { picks }, () => 0).state; // draws 1..20
    equal(state.hits.join(','), '3,15');
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(kenoEngine.view(state), { win: 10, balance: 100 }) });
    button(h.root, 'Number 3, hit');
    button(h.root, 'Number 15, hit');
    button(h.root, 'Number 7, drawn');
    button(h.root, 'Number 40');
    equal(h.root.querySelectorAll('.keno-number.drawn').length, 20);
    equal(text(h.root, '.keno-status'), '2 of 5 hits');
    equal(resultLine(h.root), '2 of 5 hits. You won 10.00 RUB');
    button(h.root, 'Number 40').click();
    equal(h.root.querySelectorAll('.keno-number.drawn').length, 0, 'changing the picks clears the last draw');
  });
});

describe('casino frame: cards', () => {
  /** The engine's round after `start` with the first card of this rank and suit. */
  const dealt = (rank: number, suit: number) => cardsEngine.start(1000, {}, scripted(rank - 2, suit)).state;

  it('deals, disables the guess that cannot lose, sends moves with the round and step, and collects', () => {
    const h = harness(initOf('cards'));
    button(h.root, 'Deal').click();
    const start = h.requests()[0];
    equal(start?.kind === 'start' ? JSON.stringify(start.params) : '', '{}');
    let state = dealt(2, 2); // two of hearts
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(cardsEngine.view(state), { status: 'open', step: 0, win: null, balance: 90, settledBy: null }) });
    getByRole(h.root, 'img', 'Two of hearts');
    equal(queryAllByRole(h.root, 'button', 'Deal').length, 0, 'no deal while the round is open');
    ok(isDisabled(button(h.root, /^Higher/)), 'higher from a two cannot lose: refused');
    ok(!isDisabled(button(h.root, /^Lower/)), 'lower allowed');
    equal(text(h.root, '.cards-value'), 'Round value ×1.00');
    button(h.root, 'Collect 10.00 RUB');
    ok(isDisabled(inputByLabel(h.root, 'Stake')), 'the stake is locked while the round is open');

    button(h.root, /^Lower/).click();
    button(h.root, /^Lower/).click();
    equal(h.requests().length, 2, 'one move per reply');
    equal(JSON.stringify(h.requests()[1]), JSON.stringify({ protocol: FRAME_PROTOCOL, kind: 'act', roundId: ROUND_ID, step: 0, action: 'lower' }));

    const moved = cardsEngine.act(state, 'lower', scripted(0, 3)); // another two: a tie wins
    if (moved.done) throw new Error('expected the round to go on');
    state = moved.state;
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(cardsEngine.view(state), { status: 'open', step: 1, win: null, balance: 90, settledBy: null }) });
    equal(text(h.root, '.cards-value'), `Round value ×${(state.accX100 / 100).toFixed(2)}`);
    const collectName = `Collect ${(Math.floor((1000 * state.accX100) / 100) / 100).toFixed(2)} RUB`;
    ok(resultLine(h.root).startsWith('Right guess. Two of spades'), resultLine(h.root));
    button(h.root, collectName).click();
    equal(JSON.stringify(h.requests()[2]), JSON.stringify({ protocol: FRAME_PROTOCOL, kind: 'act', roundId: ROUND_ID, step: 1, action: 'collect' }));

    const collected = cardsEngine.act(state, 'collect', scripted());
    const win = collected.done ? collected.winMinor / 100 : 0;
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(cardsEngine.view(collected.state), { status: 'settled', step: 2, win, balance: 90 + win }) });
    equal(resultLine(h.root), `You won ${win.toFixed(2)} RUB`);
    equal(queryAllByRole(h.root, 'button', /^Higher|^Lower|^Collect/).length, 0, 'no moves once collected');
    ok(!isDisabled(inputByLabel(h.root, 'Stake')), 'the stake is free again');
    button(h.root, 'Deal again').click();
    equal(h.requests().at(-1)?.kind, 'start');
  });

  it('refuses lower from an ace and shows a lost round', () => {
    const h = harness(initOf('cards'));
    button(h.root, 'Deal').click();
    const state = dealt(14, 3); // ace of spades
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(cardsEngine.view(state), { status: 'open', step: 0, win: null, settledBy: null }) });
    getByRole(h.root, 'img', 'Ace of spades');
    ok(isDisabled(button(h.root, /^Lower/)), 'lower from an ace cannot lose: refused');
    button(h.root, /^Higher/).click();
    const lost = cardsEngine.act(state, 'higher', scripted(10, 0)); // a queen: lower than the ace
    h.deliver({ protocol: FRAME_PROTOCOL, kind: 'round', round: roundOf(cardsEngine.view(lost.state), { status: 'settled', step: 1, win: 0 }) });
    equal(resultLine(h.root), 'Queen of clubs. Wrong guess: the round is lost. No win this time');
    button(h.root, 'Deal again');
  });

  it('resumes an open round from init', () => {
    const state = dealt(12, 2); // queen of hearts
    const open = roundOf(cardsEngine.view(state), { id: ROUND_ID, status: 'open', step: 3, win: null, settledBy: null, stake: 5, view: { ...state, stakeMinor: 500, accX100: 388, correct: 3 } });
    const h = harness(initOf('cards', { openRound: open }));
    getByRole(h.root, 'img', 'Queen of hearts');
    ok(resultLine(h.root).startsWith('Your unfinished round is back'), resultLine(h.root));
    equal(text(h.root, '.cards-value'), 'Round value ×3.88');
    ok(isDisabled(inputByLabel(h.root, 'Stake')), 'the stake is the round\'s');
    button(h.root, 'Collect 19.40 RUB');
    button(h.root, /^Higher/).click();
    equal(JSON.stringify(h.requests()[0]), JSON.stringify({ protocol: FRAME_PROTOCOL, kind: 'act', roundId: ROUND_ID, step: 3, action: 'higher' }));
  });
});

describe('casino frame: port', () => {
  let iframe: HTMLIFrameElement;
  beforeEach(() => {
    iframe = document.createElement('iframe');
    document.body.append(iframe);
  });
  afterEach(() => iframe.remove());

  it('reads the parent origin from ?origin=, http(s) origins only', () => {
    equal(parentOrigin('?origin=https%3A%2F%2Fkickoff.example'), 'https://kickoff.example');
    equal(parentOrigin('?origin=http://localhost:3000'), 'http://localhost:3000');
    equal(parentOrigin('?origin=http://localhost:3000/'), 'http://localhost:3000');
    equal(parentOrigin(''), null);
    equal(parentOrigin('?origin=javascript:alert(1)'), null);
    equal(parentOrigin('?origin=https://kickoff.example/path'), null);
    equal(parentOrigin('?origin=https://user@kickoff.example'), null);
    equal(parentOrigin('?origin=null'), null);
    equal(parentOrigin('?origin=*'), null);
  });

  it('accepts only protocol messages from the parent window and origin; posts to the parent with that origin', async () => {
    const parent = iframe.contentWindow;
    if (!parent) throw new Error('no iframe window');
    const listenOn = new EventTarget();
    const warnings: string[] = [];
    const port = createWindowPort({ listenOn, parent, origin: location.origin, warn: (reason) => warnings.push(reason) });
    const got: PageToFrame[] = [];
    port.onMessage((msg) => got.push(msg));
    const good = { protocol: FRAME_PROTOCOL, kind: 'balance', balance: 12 };
    listenOn.dispatchEvent(new MessageEvent('message', { data: good, origin: location.origin, source: parent }));
    listenOn.dispatchEvent(new MessageEvent('message', { data: good, origin: location.origin, source: window }));
    listenOn.dispatchEvent(new MessageEvent('message', { data: good, origin: 'https://evil.example', source: parent }));
    listenOn.dispatchEvent(new MessageEvent('message', { data: { ...good, balance: -1 }, origin: location.origin, source: parent }));
    listenOn.dispatchEvent(new MessageEvent('message', { data: { protocol: 'other/1', kind: 'balance', balance: 1 }, origin: location.origin, source: parent }));
    equal(got.length, 1, 'only the good message');
    equal(JSON.stringify(got[0]), JSON.stringify(good));
    equal(port.dropped(), 4);
    equal(warnings.length, 4);

    const received: unknown[] = [];
    parent.addEventListener('message', (event) => received.push(event.data));
    port.send({ protocol: FRAME_PROTOCOL, kind: 'ready' });
    await waitFor(() => received.length === 1, 'the parent to get the message');
    equal(JSON.stringify(received[0]), JSON.stringify({ protocol: FRAME_PROTOCOL, kind: 'ready' }));

    port.dispose();
    listenOn.dispatchEvent(new MessageEvent('message', { data: good, origin: location.origin, source: parent }));
    await settle();
    equal(got.length, 1, 'nothing after dispose');
  });
});
