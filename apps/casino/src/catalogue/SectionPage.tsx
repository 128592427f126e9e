/**
 * A section's games (every casino route that lists games: slots/{subcategory?}, live-casino/{subcategory?},
 * bingo, keno, poker, TV games, virtual sports, fast games, ...): the sub-category chips, the filters,
 * the grid and the pages, all from the server. An unknown sub-category says so and links to the section.
 */
import { useHref, useRoute, useT } from '@kickoff/platform';
import type { CasinoSection, Subcategory } from '../contracts/catalogue';
import { catalogueReads } from './calls';
import { Filters, Pager } from './Filters';
import { listQueryOf, listSearchOf, sectionOfRoute, subcategoryOf } from './routes';
import { SearchForm } from './SearchForm';
import { SectionNav } from './SectionNav';
import { k } from './setup';
import { GameGrid, Loaded, usePageTitle } from './ui';
import { useCatalogue } from './use-catalogue';

function Subcategories({ section, current }: { section: CasinoSection; current: Subcategory | null }) {
  const t = useT();
  const link = useHref();
  const [state] = useCatalogue(catalogueReads.sections);
  const info = state.status === 'ready' ? state.data.sections.find((s) => s.section === section) : undefined;
  usePageTitle(info?.title ?? null);
  if (!info) return <h1 className="kk-page-title">{t(k('section_loading'))}</h1>;
  return (
    <>
      <h1 className="kk-page-title">{info.title}</h1>
      {info.subcategories.length > 0 && (
        <nav className="kk-chips" aria-label={t(k('subcategories_label'))}>
          <a href={link(section)} aria-current={current === null ? 'page' : undefined}>{t(k('filter_all'))}</a>
          {info.subcategories.map((s) => (
            <a key={s.slug} href={link(section, { subcategory: s.slug })} aria-current={current === s.slug ? 'page' : undefined}>
              {s.title}
            </a>
          ))}
        </nav>
      )}
    </>
  );
}

function SectionGames({ section, subcategory }: { section: CasinoSection; subcategory: Subcategory | null }) {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const query = listQueryOf(route?.search ?? '');
  const params: Record<string, string> = subcategory ? { subcategory } : {};
  const hrefOf = (search: Record<string, string>) => link(section, params, search);
  const filter = { section, ...(subcategory ? { subcategory } : {}), provider: query.provider, genre: query.genre, sort: query.sort, page: query.page };
  const [state, retry] = useCatalogue(catalogueReads.games(filter));
  return (
    <>
      <Filters query={query} hrefOf={hrefOf} />
      <Loaded state={state} retry={retry}>
        {(page) =>
          page.total === 0 ? (
            <p className="kk-casino__empty">{t(k('no_games'))}</p>
          ) : (
            <>
              <p className="kk-muted" aria-live="polite">{t(k('games_found'), { count: page.total })}</p>
              <GameGrid games={page.items} label={t(k('games_label'))} />
              <Pager page={page.page} pages={page.pages} hrefOf={(n) => hrefOf(listSearchOf({ ...query, page: n }))} />
            </>
          )
        }
      </Loaded>
    </>
  );
}

export function SectionPage() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const section = route ? sectionOfRoute(route.name) : null;
  if (!route || !section) return null;
  const subcategory = subcategoryOf(route.params['subcategory']);
  return (
    <div className="kk-casino" data-app="casino">
      <SearchForm />
      <SectionNav />
      {subcategory === 'unknown' ? (
        <div className="kk-casino__empty">
          <h1 className="kk-page-title">{t(k('unknown_subcategory'))}</h1>
          <p><a href={link(section)}>{t(k('to_section'))}</a></p>
        </div>
      ) : (
        <>
          <Subcategories section={section} current={subcategory} />
          {/* Keyed by the address: a new filter or page loads its list afresh. */}
          <SectionGames key={`${section}/${subcategory ?? ''}${route.search}`} section={section} subcategory={subcategory} />
        </>
      )}
    </div>
  );
}
