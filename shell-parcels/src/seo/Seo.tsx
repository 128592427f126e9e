/** SEO block under the content of main-layout pages. */
import { $siteConfig, useStore, useT } from '@kickoff/platform';

export function Seo() {
  const t = useT();
  const config = useStore($siteConfig);
  return (
    <div className="kk-seo">
      <h2>{t('seo_title')}</h2>
      <p>{t('seo_text', { company: config.companyName })}</p>
    </div>
  );
}
