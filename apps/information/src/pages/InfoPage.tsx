/** The information pages' layout (a menu of every page beside the page) and the list of pages. */
import type { ReactNode } from 'react';
import { useHref, useRoute, useT } from '@kickoff/platform';

export const INFO_PAGES = ['about', 'contacts', 'howbet', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification', 'smsbets', 'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'privacypolicy', 'betting-calculator'] as const;

/** The information pages' layout: the menu of all pages beside the page's own content. */
export function InfoLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  if (!route) return null;
  const page = route.name.replace(/^information-?/, '') || 'index';
  return (
    <div className="kk-info">
      <nav className="kk-card kk-info__menu" aria-label={t('menu_information')}>
        <ul>
          <li><a href={link('information-rules', { ruleGroup: '1' })} aria-current={page === 'rules' ? 'page' : undefined}>{t('information:page_rules')}</a></li>
          {INFO_PAGES.map((p) => (
            <li key={p}><a href={link(`information-${p}`)} aria-current={p === page ? 'page' : undefined}>{t(`information:page_${p}`)}</a></li>
          ))}
          <li><a href={link('information-cash-terminals')} aria-current={page === 'cash-terminals' ? 'page' : undefined}>{t('information:page_cash-terminals')}</a></li>
        </ul>
      </nav>
      {children}
    </div>
  );
}
