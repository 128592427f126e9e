/**
 * The steps of a limit change (account spec §4, §5): send it; a stricter limit applies at once, a
 * looser one or a removal brings the self-test, whose passing answers make it pending; confirm or
 * reject a pending change. Self-exclusion, time-out and the lock (30, 33, 37) are confirmed first.
 * Every reply's `limitsData` replaces the screen's limits; a refusal shows the server's title.
 */
import { useState } from 'react';
import { errorText, logout, useT } from '@kickoff/platform';
import { apiFailure, limitsCalls, LimitTypes, PERIOD_LIMIT_TYPES, type Limit, type LimitChange, type TestQuestion } from '@kickoff/platform-wallet';
import { k } from './setup';

export type Step =
  | { kind: 'idle' }
  | { kind: 'confirm'; change: LimitChange; text: string }
  | { kind: 'test'; questions: readonly TestQuestion[]; tokenGuid: string };

export interface LimitFlow {
  step: Step;
  busy: boolean;
  /** The last outcome, announced politely. */
  message: string | null;
  /** The last refusal, announced as an alert. */
  error: string | null;
  /** Changes a limit; `confirmText` first asks the player (irreversible steps). */
  change(change: LimitChange, confirmText?: string): void;
  confirmed(): void;
  answer(answers: ReadonlyMap<number, number>): void;
  act(limitType: number, action: 'confirm' | 'reject'): void;
  cancel(): void;
}

/** Limits whose start signs the player out (the account closes at once). */
const CLOSING_TYPES: readonly number[] = [LimitTypes.selfExclusion, LimitTypes.timeOut];

export function useLimitFlow(setLimits: (limits: Limit[]) => void): LimitFlow {
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      await work();
    } catch (err) {
      const failure = apiFailure(err);
      setError(failure.detail || t(errorText(err)));
      setStep({ kind: 'idle' });
    } finally {
      setBusy(false);
    }
  };

  const send = (change: LimitChange) =>
    run(async () => {
      const reply = await limitsCalls.set([change]);
      setLimits(reply.limitsData);
      if (reply.status === 'QUESTIONS' && reply.tokenGuid) {
        setStep({ kind: 'test', questions: reply.questions, tokenGuid: reply.tokenGuid });
        return;
      }
      setStep({ kind: 'idle' });
      setMessage(t(k('effect_now')));
      // Self-exclusion and time-out close the account: the player is signed out at once.
      if (CLOSING_TYPES.includes(change.limitType)) await logout();
    });

  return {
    step,
    busy,
    message,
    error,
    change(change, confirmText) {
      if (confirmText && PERIOD_LIMIT_TYPES.some((type) => type === change.limitType)) setStep({ kind: 'confirm', change, text: confirmText });
      else void send(change);
    },
    confirmed() {
      if (step.kind === 'confirm') void send(step.change);
    },
    answer(answers) {
      if (step.kind !== 'test') return;
      const tokenGuid = step.tokenGuid;
      void run(async () => {
        const reply = await limitsCalls.testAnswers({ tokenGuid, answers: [...answers].map(([questionId, answerId]) => ({ questionId, answerId })) });
        setLimits(reply.limitsData);
        setStep({ kind: 'idle' });
        setMessage(t(k(reply.success ? 'effect_pending' : 'test_failed')));
      });
    },
    act(limitType, action) {
      void run(async () => {
        const reply = await limitsCalls.action({ limitType, action });
        setLimits(reply.limitsData);
        setMessage(reply.title || t(k(action === 'confirm' ? 'confirmed' : 'rejected')));
      });
    },
    cancel() {
      setStep({ kind: 'idle' });
    },
  };
}
