/** Debugger (non-production builds only): environment, app load states, the current route. */
import { $appStates, $route, $session, getEnv, useStore } from '@kickoff/platform';

export function Debugger() {
  const states = useStore($appStates);
  const route = useStore($route);
  const session = useStore($session);
  return (
    <section className="kk-card">
      <h1 className="kk-page-title">Debugger</h1>
      <h2>Environment</h2>
      <pre>{JSON.stringify(getEnv(), null, 2)}</pre>
      <h2>Applications</h2>
      <pre data-testid="app-states">{JSON.stringify(states, null, 2)}</pre>
      <h2>Route</h2>
      <pre>{JSON.stringify(route, null, 2)}</pre>
      <h2>Session</h2>
      <pre>{JSON.stringify(session, null, 2)}</pre>
    </section>
  );
}
