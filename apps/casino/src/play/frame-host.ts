/**
 * The page's side of the game frame's protocol (contracts/frame-protocol.ts), without React: every
 * message from the frame is checked against the protocol and turned into one play call at a time (a
 * second `start` or `act` while one is in flight is dropped, so a double click never stakes twice);
 * each start gets its own idempotency key, so a retried call cannot debit twice either. The round (with
 * the balance after it) goes back to the frame and to `onRound` (the header's balance follows from
 * the reply itself: ./calls.ts applies its `meta.balances`); a failure goes back as the text to show. `close` finishes a round left open on the server
 * (after the call in flight, if any, has answered: that call may have opened the round).
 */
import * as v from 'valibot';
import { FRAME_PROTOCOL, FrameToPageSchema, type FrameInit, type PageToFrame } from '../contracts/frame-protocol';
import type { Round } from '../contracts/play';
import type { RoundCalls } from './calls';

export interface FrameHostDeps {
  /** Posts to the frame's window. */
  post(message: PageToFrame): void;
  calls: RoundCalls;
  /** The `init` message, built when the frame says it is ready. */
  init(): FrameInit;
  /** The real account the stakes come from (undefined in fun mode). */
  accountId?: number;
  /** A round came back (started, moved or finished). */
  onRound?(round: Round): void;
  /** The player closed the game (after an open round was finished). */
  onClose(): void;
  /** Fun mode: refills the fun wallet and answers the new balance. */
  refill?(): Promise<number>;
  /** The text of a failed call, in the page's language. */
  errorText(error: unknown): string;
  newKey(): string;
}

export interface FrameHost {
  /** Handles one message from the frame's window (anything that is not the protocol is dropped). */
  receive(data: unknown): void;
  /** The round the player has open, if any (the page finishes it when it unmounts). */
  openRoundId(): string | null;
  /** Tells the frame the balance changed elsewhere. */
  balance(balance: number): void;
}

export function createFrameHost(deps: FrameHostDeps): FrameHost {
  let busy = false;
  let open: string | null = null;
  let gameId: number | null = null;
  /** A close the player asked for while a call was in flight: done when that call has answered. */
  let closeWaiting = false;

  const send = (message: PageToFrame): void => deps.post(message);
  const fail = (error: unknown): void => send({ protocol: FRAME_PROTOCOL, kind: 'error', message: deps.errorText(error) });
  const answered = (round: Round): void => {
    open = round.status === 'open' ? round.id : null;
    send({ protocol: FRAME_PROTOCOL, kind: 'round', round });
    deps.onRound?.(round);
  };
  /** Finishes the open round (if any) on the server, then lets the page leave. */
  const close = (): void => {
    const roundId = open;
    if (roundId === null) {
      deps.onClose();
      return;
    }
    once(async () => {
      answered(await deps.calls.close(roundId));
      deps.onClose();
    });
  };
  /** Runs one call at a time; a message that comes while one is in flight is dropped (a close waits). */
  const once = (work: () => Promise<void>): void => {
    if (busy) return;
    busy = true;
    work()
      .catch(fail)
      .finally(() => {
        busy = false;
        if (closeWaiting) {
          closeWaiting = false;
          close();
        }
      });
  };

  return {
    receive(data) {
      const parsed = v.safeParse(FrameToPageSchema, data);
      if (!parsed.success) return;
      const message = parsed.output;
      switch (message.kind) {
        case 'ready': {
          const init = deps.init();
          gameId = init.game.id;
          open = init.openRound?.status === 'open' ? init.openRound.id : null;
          send(init);
          return;
        }
        case 'start': {
          const id = gameId;
          if (id === null) return;
          once(async () => {
            const body = { gameId: id, stake: message.stake, params: message.params, ...(deps.accountId === undefined ? {} : { accountId: deps.accountId }) };
            answered(await deps.calls.start(body, deps.newKey()));
          });
          return;
        }
        case 'act':
          once(async () => answered(await deps.calls.act(message.roundId, message.step, message.action)));
          return;
        case 'refill': {
          const refill = deps.refill;
          if (!refill) return;
          once(async () => send({ protocol: FRAME_PROTOCOL, kind: 'balance', balance: await refill() }));
          return;
        }
        case 'close':
          if (busy) closeWaiting = true;
          else close();
          return;
      }
    },
    openRoundId: () => open,
    balance: (balance) => send({ protocol: FRAME_PROTOCOL, kind: 'balance', balance }),
  };
}
