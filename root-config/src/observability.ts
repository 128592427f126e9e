/**
 * The observability contract (DESIGN.md §3): `<html data-layout data-page>` on every navigation,
 * plus the championship theme class.
 */
import type { LayoutName } from '@kickoff/platform';

export function markPage(layout: LayoutName, page: string, theme: string | null): void {
  const html = document.documentElement;
  html.dataset['layout'] = layout;
  html.dataset['page'] = page;
  if (theme) html.dataset['theme'] = theme;
  else delete html.dataset['theme'];
}
