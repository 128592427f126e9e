/** A game timer: the text is written by the shared ticker (lib/ticker.ts), React renders only the box. */
import { useLayoutEffect, useRef } from 'react';
import type { GameTimer as Timer } from '@kickoff/platform';
import { attachTimer } from '../lib/ticker';

export function GameTimer({ timer, className = 'kk-timer' }: { timer: Timer; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return undefined;
    return attachTimer(ref.current, timer);
  }, [timer]);
  if (timer.sec === null) return null;
  return <span ref={ref} className={className} role="timer" />;
}
