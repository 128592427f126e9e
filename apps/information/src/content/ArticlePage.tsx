/**
 * A page of text from the content service: `information/{page}` (about, contacts, payment, ...), the
 * apps pages `mobile` and `desktop`, and `internal-vpn`. The route name names the page.
 */
import { useMemo } from 'react';
import { useResource, useRoute } from '@kickoff/platform';
import { InfoLayout } from '../pages/InfoPage';
import { contentResources } from './calls';
import { Blocks, ContentState, usePageTitle } from './ui';
import { pageSlugOf } from './addresses';
import './setup';

function Article({ slug }: { slug: string }) {
  const page = useMemo(() => contentResources.page(slug), [slug]);
  const [state, retry] = useResource(page.load, page.firstView);
  usePageTitle(state.status === 'ready' ? state.data.title : null);
  return (
    <section className="kk-card" data-app="information" aria-labelledby="kk-content-title" aria-busy={state.status === 'loading'}>
      <ContentState state={state} retry={retry}>
        {(page) => (
          <>
            <h1 id="kk-content-title" className="kk-page-title">{page.title}</h1>
            <Blocks blocks={page.blocks} />
          </>
        )}
      </ContentState>
    </section>
  );
}

export function ArticlePage() {
  const route = useRoute();
  if (!route) return null;
  const slug = pageSlugOf(route.name);
  const article = <Article key={slug} slug={slug} />;
  return route.name.startsWith('information-') ? <InfoLayout>{article}</InfoLayout> : article;
}
