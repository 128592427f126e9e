/** Links to every casino section (with its game count), the providers and the other games. */
import { useHref, useRoute, useT } from '@kickoff/platform';
import { catalogueReads } from './calls';
import { k } from './setup';
import { useCatalogue } from './use-catalogue';

export function SectionNav() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const [state] = useCatalogue(catalogueReads.sections);
  if (state.status !== 'ready') return null;
  const current = (name: string) => (route?.name === name ? ('page' as const) : undefined);
  return (
    <nav className="kk-casino__sections" aria-label={t(k('sections_label'))}>
      <ul>
        <li><a href={link('casino-lobby')} aria-current={current('casino-lobby')}>{t(k('lobby_link'))}</a></li>
        {state.data.sections.map((s) => (
          <li key={s.section}>
            <a href={link(s.section)} aria-current={current(s.section)}>{s.title} <span className="kk-muted">{s.games}</span></a>
          </li>
        ))}
        <li><a href={link('providers')} aria-current={current('providers')}>{t(k('providers_title'))}</a></li>
        <li><a href={link('othergames')} aria-current={current('othergames')}>{t(k('other_title'))}</a></li>
      </ul>
    </nav>
  );
}
