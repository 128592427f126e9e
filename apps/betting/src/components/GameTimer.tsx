/**
 * A game timer: the shared ticker (lib/ticker.ts) writes its text every second, React renders only the
 * box and its text at render time, so a server-drawn first view (issue 25) shows the clock too. The
 * server's second and the browser's differ by the time the page took: that text is not a mismatch.
 */
import { useLayoutEffect, useRef } from 'react';
import { timerSeconds, type GameTimer as Timer } from '@kickoff/platform';
import { attachTimer, formatClock } from '../lib/ticker';

export function GameTimer({ timer, className = 'kk-timer' }: { timer: Timer; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return undefined;
    return attachTimer(ref.current, timer);
  }, [timer]);
  if (timer.sec === null) return null;
  const sec = timerSeconds(timer, Date.now());
  return (
    <span ref={ref} className={className} role="timer" suppressHydrationWarning>
      {sec === null ? '' : formatClock(sec)}
    </span>
  );
}
