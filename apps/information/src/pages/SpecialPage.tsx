/** Special pages by slug (block, block-ua, block-ie, site-updates, coming-soon, suspension, oldbrowser, 500). */
import { useHref, useT } from '@kickoff/platform';

export const SPECIAL_PAGES = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension', 'oldbrowser', 'error-500'] as const;

export function SpecialPage({ name }: { name: string }) {
  const t = useT();
  const link = useHref();
  const showHome = name === 'error-500' || name === 'oldbrowser';
  return (
    <section className="kk-card kk-special" data-special={name}>
      <h1 className="kk-page-title">{t(`information:special_${name}_title`)}</h1>
      <p>{t(`information:special_${name}_text`)}</p>
      {showHome && <a className="kk-button" href={link('home')}>{t('main_go_home')}</a>}
    </section>
  );
}
