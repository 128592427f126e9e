/** `othergames`: the other-game options of the spec (poker, virtual sports, toto, lotto), each a link to its page. */
import { useHref, useT } from '@kickoff/platform';
import { SectionNav } from './SectionNav';
import { k } from './setup';
import { usePageTitle } from './ui';

/** The spec's other-game options and the route each opens. */
export const OTHER_GAMES = [
  { option: 'poker', route: 'poker' },
  { option: 'virtual', route: 'virtualsports' },
  { option: 'toto', route: 'toto' },
  { option: 'lotto', route: 'lotto' },
] as const;

export function OtherGamesPage() {
  const t = useT();
  const link = useHref();
  usePageTitle(t(k('other_title')));
  return (
    <div className="kk-casino" data-app="casino">
      <SectionNav />
      <h1 className="kk-page-title">{t(k('other_title'))}</h1>
      <ul className="kk-grid kk-grid--other">
        {OTHER_GAMES.map((g) => (
          <li key={g.option} className="kk-tile kk-tile--other">
            <a className="kk-tile__link" href={link(g.route)}>
              <span className="kk-tile__name">{t(k(`other_${g.option}`))}</span>
              <span className="kk-tile__provider">{t(k(`other_${g.option}_text`))}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
