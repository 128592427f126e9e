/**
 * The chrome every game has, around the game's own board and controls: the title, the mode badge, the
 * balance, the stake field (checked before anything is sent), the rules card, the error alert, the
 * result line, "Close game" and, for fun money that ran out, "Top up fun money". It owns the request
 * in flight: from a `start` or `act` until the page's `round` or `error`, every play control is
 * disabled and the play area is `aria-busy`, so a double click never sends twice.
 */
import { FRAME_PROTOCOL, type FrameInit, type FrameToPage, type PageToFrame } from '../../src/contracts/frame-protocol';
import type { Round } from '../../src/contracts/play';
import { h, uid } from './dom';
import { formats } from './format';
import { GAMES } from './games/index';
import type { GameHost, MountedGame, RoundSource } from './games/types';
import { textsFor } from './i18n';
import { rulesPanel } from './rules';
import { stakeProblem } from './stake';

export interface Shell {
  /** Handles a page message other than `init` (a new `init` mounts a new shell). */
  handle(msg: Exclude<PageToFrame, { kind: 'init' }>): void;
  dispose(): void;
}

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function mountShell(root: HTMLElement, init: FrameInit, send: (msg: FrameToPage) => void): Shell {
  const t = textsFor(init.lang);
  const f = formats(init.lang, init.currency);
  const { rules } = init;
  let balance = init.balance;
  let busy = false;
  let focusBeforeBusy: Element | null = null;

  // Header: title, mode, balance, close.
  const balanceValue = h('strong', { class: 'balance-value' }, f.money(balance));
  const closeButton = h('button', { type: 'button', class: 'close' }, t.close);
  closeButton.addEventListener('click', () => send({ protocol: FRAME_PROTOCOL, kind: 'close' }));
  const header = h(
    'header',
    { class: 'top' },
    h('h1', {}, init.game.name),
    h('span', { class: `badge badge-${init.mode}` }, init.mode === 'fun' ? t.funBadge : t.realBadge),
    h('p', { class: 'balance' }, h('span', {}, t.balance), ' ', balanceValue),
    closeButton,
  );

  const alert = h('p', { role: 'alert', class: 'alert' });
  const result = h('p', { class: 'result', 'aria-live': 'polite' });

  // The stake field.
  const stakeId = uid('stake');
  const stakeHintId = uid('stake-hint');
  const stakeErrorId = uid('stake-error');
  const stakeInput = h('input', {
    id: stakeId,
    type: 'number',
    inputmode: 'decimal',
    min: rules.minStake,
    max: rules.maxStake,
    step: 10 ** -f.digits,
    value: init.stake.toFixed(f.digits),
    'aria-describedby': `${stakeHintId} ${stakeErrorId}`,
  });
  const stakeError = h('p', { id: stakeErrorId, class: 'field-error', 'aria-live': 'polite' });
  const clearStakeError = (): void => {
    stakeError.textContent = '';
    stakeInput.removeAttribute('aria-invalid');
  };
  stakeInput.addEventListener('input', clearStakeError);
  const stakeField = h(
    'div',
    { class: 'field stake' },
    h('label', { for: stakeId }, t.stake),
    h('div', { class: 'with-unit' }, stakeInput, h('span', { class: 'unit', 'aria-hidden': 'true' }, init.currency)),
    h('p', { id: stakeHintId, class: 'hint' }, t.stakeHint(f.money(rules.minStake), f.money(rules.maxStake))),
    stakeError,
  );

  const refillButton = h('button', { type: 'button', class: 'refill' }, t.refill);
  refillButton.addEventListener('click', () => send({ protocol: FRAME_PROTOCOL, kind: 'refill' }));

  const showBalance = (value: number): void => {
    balance = value;
    balanceValue.textContent = f.money(balance);
    refillButton.hidden = !(init.mode === 'fun' && balance < rules.minStake);
  };

  const play = h('fieldset', { class: 'play', 'aria-busy': 'false' }, h('legend', { class: 'sr-only' }, t.frameLabel));

  const setBusy = (next: boolean): void => {
    busy = next;
    if (next) {
      const active = document.activeElement;
      focusBeforeBusy = active && play.contains(active) ? active : null;
    }
    play.disabled = next;
    play.setAttribute('aria-busy', String(next));
    if (!next) restoreFocus();
  };

  /** Disabling the play area drops the focus: give it back to the control the player used, or the first one that can take it. */
  const restoreFocus = (): void => {
    const active = document.activeElement;
    if (active && active !== document.body && root.contains(active)) return;
    if (!focusBeforeBusy) return;
    const usable = (el: Element | null): el is HTMLElement =>
      el instanceof HTMLElement && el.isConnected && !el.matches(':disabled') && el.offsetParent !== null;
    const target = usable(focusBeforeBusy) ? focusBeforeBusy : [...game.controls.querySelectorAll('button, input')].find(usable);
    focusBeforeBusy = null;
    target?.focus();
  };

  const beginRequest = (msg: FrameToPage): void => {
    alert.textContent = '';
    result.textContent = '';
    setBusy(true);
    send(msg);
  };

  const host: GameHost = {
    init,
    t,
    f,
    start(params) {
      if (busy) return false;
      const stake = stakeInput.valueAsNumber;
      const problem = stakeProblem(stake, { minStake: rules.minStake, maxStake: rules.maxStake, balance, digits: f.digits });
      if (problem !== null) {
        stakeError.textContent =
          problem === 'empty' ? t.stakeEmpty
          : problem === 'range' ? t.stakeRange(f.money(rules.minStake), f.money(rules.maxStake))
          : problem === 'decimals' ? t.stakeDecimals(f.digits)
          : t.stakeOverBalance;
        stakeInput.setAttribute('aria-invalid', 'true');
        return false;
      }
      clearStakeError();
      beginRequest({ protocol: FRAME_PROTOCOL, kind: 'start', stake, params });
      return true;
    },
    act(roundId, step, action) {
      if (busy) return false;
      beginRequest({ protocol: FRAME_PROTOCOL, kind: 'act', roundId, step, action });
      return true;
    },
    lockStake(locked) {
      stakeInput.disabled = locked;
    },
    reducedMotion,
  };

  const game: MountedGame = GAMES[init.game.engine](host);
  play.append(h('div', { class: 'board' }, game.board), h('div', { class: 'side' }, stakeField, game.controls));

  const showRound = (round: Round, source: RoundSource): void => {
    const detail = game.show(round, source);
    if (detail === null) {
      alert.textContent = t.badView;
      return;
    }
    const outcome = round.status === 'settled' && round.win !== null ? (round.win > 0 ? t.won(f.money(round.win)) : t.noWin) : '';
    result.textContent = [detail, outcome].filter(Boolean).join('. ');
  };

  root.replaceChildren(
    h('div', { class: 'frame', lang: init.lang }, header, alert, play, result, h('div', { class: 'footer' }, refillButton, rulesPanel(rules, t, f))),
  );
  showBalance(balance);
  const open = init.openRound;
  if (open && open.status === 'open' && open.gameId === init.game.id) showRound(open, 'resume');

  return {
    handle(msg) {
      switch (msg.kind) {
        case 'round':
          if (msg.round.gameId !== init.game.id) {
            console.warn(`[casino-frame] ignored a round of game ${msg.round.gameId}`);
            if (busy) setBusy(false);
            return;
          }
          showBalance(msg.round.balance);
          showRound(msg.round, 'reply');
          setBusy(false);
          return;
        case 'balance':
          showBalance(msg.balance);
          return;
        case 'error':
          alert.textContent = msg.message;
          setBusy(false);
          return;
      }
    },
    dispose() {
      game.dispose();
      root.replaceChildren();
    },
  };
}
