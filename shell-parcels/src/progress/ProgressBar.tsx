/** Navigation progress bar: starts on a routing event (throttled to 200 ms), completes within 5 s. */
import { useEffect, useState } from 'react';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export function ProgressBar() {
  const [running, setRunning] = useState(false);
  useEffect(() => {
    let last = 0;
    let done: ReturnType<typeof setTimeout> | undefined;
    const onStart = () => {
      const now = Date.now();
      if (now - last < PROGRESS_THROTTLE_MS) return;
      last = now;
      setRunning(true);
      clearTimeout(done);
      done = setTimeout(() => setRunning(false), PROGRESS_DURATION_MS);
    };
    const onEnd = () => {
      clearTimeout(done);
      done = setTimeout(() => setRunning(false), PROGRESS_THROTTLE_MS);
    };
    window.addEventListener('single-spa:before-routing-event', onStart);
    window.addEventListener('single-spa:routing-event', onEnd);
    return () => {
      clearTimeout(done);
      window.removeEventListener('single-spa:before-routing-event', onStart);
      window.removeEventListener('single-spa:routing-event', onEnd);
    };
  }, []);
  return <div className={`kk-progress${running ? ' kk-progress--running' : ''}`} aria-hidden="true" />;
}
