/**
 * The current route's parameters as a definition list (`dd[data-param]`), for interim pages and,
 * hidden, for tests and debugging on real ones.
 */
import type { RouteParams } from '../routing/types';

export function RouteParamList({ params, hidden = false }: { params: RouteParams; hidden?: boolean }) {
  const entries = Object.entries(params);
  if (entries.length === 0) return null;
  return (
    <dl className="kk-params" hidden={hidden}>
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd data-param={k}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
