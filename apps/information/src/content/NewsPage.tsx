/**
 * News (`news/{slug?}`): the list, newest first, paged with `?page=` (a page beyond the last shows the
 * last; a malformed one the first), or one article.
 */
import { useMemo } from 'react';
import { $language, useHref, useResource, useRoute, useStore, useT } from '@kickoff/platform';
import type { NewsListResponse } from '../contracts/content';
import { contentResources } from './calls';
import { newsPageOf } from './addresses';
import { k } from './setup';
import { Blocks, ContentState, usePageTitle } from './ui';

function useDate(): (ms: number) => string {
  const lang = useStore($language);
  return (ms) => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
}

function Pager({ data }: { data: NewsListResponse }) {
  const t = useT();
  const link = useHref();
  if (data.pages <= 1) return null;
  const to = (page: number) => link('news', {}, page === 1 ? {} : { page: String(page) });
  return (
    <nav className="kk-pager" aria-label={t(k('news_pages'))}>
      {data.page > 1 && <a href={to(data.page - 1)} rel="prev">{t(k('news_newer'))}</a>}
      <span>{t(k('news_page_of'), { page: data.page, pages: data.pages })}</span>
      {data.page < data.pages && <a href={to(data.page + 1)} rel="next">{t(k('news_older'))}</a>}
    </nav>
  );
}

function NewsList({ page }: { page: number }) {
  const t = useT();
  const link = useHref();
  const date = useDate();
  const news = useMemo(() => contentResources.news(page), [page]);
  const [state, retry] = useResource(news.load, news.firstView);
  usePageTitle(t(k('news_title')));
  return (
    <section className="kk-card" data-app="information" aria-labelledby="kk-news-title">
      <h1 id="kk-news-title" className="kk-page-title">{t(k('news_title'))}</h1>
      <ContentState state={state} retry={retry}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{t(k('news_empty'))}</p>
          ) : (
            <>
              <ul className="kk-news">
                {data.items.map((item) => (
                  <li key={item.slug} className="kk-news__item">
                    <h2><a href={link('news', { slug: item.slug })}>{item.title}</a></h2>
                    <p className="kk-muted"><time dateTime={new Date(item.publishedAt).toISOString()}>{date(item.publishedAt)}</time></p>
                    <p>{item.summary}</p>
                  </li>
                ))}
              </ul>
              <Pager data={data} />
            </>
          )
        }
      </ContentState>
    </section>
  );
}

function Article({ slug }: { slug: string }) {
  const t = useT();
  const link = useHref();
  const date = useDate();
  const article = useMemo(() => contentResources.newsArticle(slug), [slug]);
  const [state, retry] = useResource(article.load, article.firstView);
  usePageTitle(state.status === 'ready' ? state.data.title : null);
  return (
    <section className="kk-card" data-app="information" aria-labelledby="kk-news-article">
      <p><a href={link('news')}>{t(k('news_all'))}</a></p>
      <ContentState state={state} retry={retry}>
        {(article) => (
          <article>
            <h1 id="kk-news-article" className="kk-page-title">{article.title}</h1>
            <p className="kk-muted"><time dateTime={new Date(article.publishedAt).toISOString()}>{date(article.publishedAt)}</time></p>
            <p className="kk-news__lead">{article.summary}</p>
            <Blocks blocks={article.blocks} />
          </article>
        )}
      </ContentState>
    </section>
  );
}

export function NewsPage() {
  const route = useRoute();
  if (!route) return null;
  const slug = route.params['slug'];
  if (slug) return <Article key={slug} slug={slug} />;
  const page = newsPageOf(route.search);
  return <NewsList key={page} page={page} />;
}
