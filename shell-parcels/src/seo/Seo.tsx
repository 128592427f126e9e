/**
 * SEO block under the content of main-layout pages: the page's own text from the SEO service (issue 28).
 * The first page's text comes with the page (the server's `kickoff-seo` data block, or `initial` in the
 * server view), so the first visit loads nothing for it; after a navigation ./load.ts (loaded on use)
 * fetches it and checks it with valibot. Plain text drawn as text (paragraphs: `white-space: pre-line`).
 * Without one, the fixed sentence. Kept small: it is part of the home page's first visit.
 */
import { useEffect, useState } from 'react';
import { $route, $siteConfig, useStore, useT } from '@kickoff/platform';

export interface SeoBlock {
  /** The page it is for: language and path without the language (`ru/line`). */
  page: string;
  seoContent: { style: string; content: string } | null;
}

/** The page's block from the server; its text is drawn only when it is a string (the one field that shows). */
const blockOfPage = (): Partial<SeoBlock> | null => {
  try {
    return JSON.parse(document.getElementById('kickoff-seo')?.textContent ?? '') as Partial<SeoBlock>;
  } catch {
    return null;
  }
};

export function Seo({ initial }: { initial?: SeoBlock | null }) {
  const t = useT();
  const config = useStore($siteConfig);
  const route = useStore($route);
  const page = route && route.lang + route.path;
  const [block, setBlock] = useState(() => (initial === undefined ? blockOfPage() : initial));
  useEffect(() => {
    if (route && block?.page !== page) void import('./load').then((m) => m.loadSeo(route, setBlock));
  }, [page]);
  const text = block?.seoContent;
  return (
    <div className="kk-seo" data-style={text?.style}>
      <h2>{t('seo_title')}</h2>
      <p>{typeof text?.content === 'string' ? text.content : t('seo_text', { company: config.companyName })}</p>
    </div>
  );
}
