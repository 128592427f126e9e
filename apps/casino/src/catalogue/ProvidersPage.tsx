/** `providers`: every game provider with its number of games; `providers/{provider}`: one provider's games. */
import { useHref, useRoute, useT } from '@kickoff/platform';
import { catalogueReads } from './calls';
import { Filters, Pager } from './Filters';
import { listQueryOf, listSearchOf } from './routes';
import { SectionNav } from './SectionNav';
import { k } from './setup';
import { GameGrid, Loaded, usePageTitle } from './ui';
import { useCatalogue } from './use-catalogue';

export function ProvidersPage() {
  const t = useT();
  const link = useHref();
  const [state, retry] = useCatalogue(catalogueReads.providers);
  usePageTitle(t(k('providers_title')));
  return (
    <div className="kk-casino" data-app="casino">
      <SectionNav />
      <h1 className="kk-page-title">{t(k('providers_title'))}</h1>
      <Loaded state={state} retry={retry} placeholder={<p role="status" aria-busy="true" className="kk-muted">{t(k('loading_games'))}</p>}>
        {(data) => (
          <ul className="kk-providers">
            {data.providers.map((p) => (
              <li key={p.slug}>
                <a href={link('provider', { provider: p.slug })}>
                  <span className="kk-providers__name">{p.name}</span>
                  <span className="kk-muted">{t(k('provider_games'), { count: p.games })}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </div>
  );
}

function ProviderGames({ provider, search }: { provider: string; search: string }) {
  const t = useT();
  const link = useHref();
  const query = listQueryOf(search);
  const hrefOf = (q: Record<string, string>) => link('provider', { provider }, q);
  const [state, retry] = useCatalogue(catalogueReads.games({ provider, genre: query.genre, sort: query.sort, page: query.page }));
  return (
    <>
      <Filters query={query} hrefOf={hrefOf} showProvider={false} />
      <Loaded state={state} retry={retry}>
        {(page) =>
          page.total === 0 ? (
            <p className="kk-casino__empty">{t(k('no_games'))}</p>
          ) : (
            <>
              <GameGrid games={page.items} label={t(k('games_label'))} />
              <Pager page={page.page} pages={page.pages} hrefOf={(n) => hrefOf(listSearchOf({ ...query, page: n }))} />
            </>
          )
        }
      </Loaded>
    </>
  );
}

export function ProviderPage() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const slug = route?.params['provider'] ?? '';
  const [state] = useCatalogue(catalogueReads.providers);
  const provider = state.status === 'ready' ? state.data.providers.find((p) => p.slug === slug) : undefined;
  usePageTitle(provider?.name ?? null);
  if (!route) return null;
  return (
    <div className="kk-casino" data-app="casino">
      <SectionNav />
      <p><a href={link('providers')}>{t(k('providers_all'))}</a></p>
      {state.status === 'ready' && !provider ? (
        <h1 className="kk-page-title">{t(k('unknown_provider'))}</h1>
      ) : (
        <>
          <h1 className="kk-page-title">{provider?.name ?? t(k('section_loading'))}</h1>
          <ProviderGames key={`${slug}${route.search}`} provider={slug} search={route.search} />
        </>
      )}
    </div>
  );
}
