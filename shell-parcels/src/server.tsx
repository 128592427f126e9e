/**
 * @kickoff/shell's server view (issue 25): the header, the footer and the SEO block of a guest's page,
 * drawn from the site config the page carries, as the parcels hydrate them. The other slots (the
 * notification area, the support button, modals, notices) are empty at first and mount in the browser.
 * The SEO block is drawn with the page's own text (the SEO service's page call, issue 28): the same text
 * the page's `kickoff-seo` block gives the browser's first render.
 */
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { firstViewReply, registerStyles, wantForFirstView } from '@kickoff/platform';
import { serverView } from '@kickoff/platform/server';
import css from './styles.css';
import './i18n';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { Seo } from './seo/Seo';
import { SEO_PAGE_PATH, SeoPageReplySchema } from './seo/load';

registerStyles('shell', css);

const PARTS = { header: Header, footer: Footer } as const;

const ServerSeoSchema = v.object({ seoContent: SeoPageReplySchema.entries.seoContent });

/** The SEO block with the page's text: asked for in the first pass, drawn with it in the next. */
function ServerSeo({ origin, lang, path }: { origin: string; lang: string; path: string }) {
  const key = `seo-page|${lang}${path}`;
  const reply = firstViewReply(key, ServerSeoSchema);
  if (!reply) {
    wantForFirstView('request', key, async () => {
      const res = await fetch(`${origin}${SEO_PAGE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: `/${lang}${path === '/' ? '' : path}` }),
      });
      if (!res.ok) throw new Error(`${SEO_PAGE_PATH}: ${res.status}`);
      return v.parse(ServerSeoSchema, await res.json());
    });
  }
  return <Seo initial={reply ? { page: lang + path, seoContent: reply.seoContent } : null} />;
}

export const renderServerView = serverView('@kickoff/shell', ({ part, origin, lang, route }) => {
  if (part === 'seo') return () => renderToString(<ServerSeo origin={origin} lang={lang} path={route.path} />);
  const Part = part in PARTS ? PARTS[part as keyof typeof PARTS] : null;
  return Part ? () => renderToString(<Part />) : null;
});
