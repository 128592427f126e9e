/** Footer: information links, cookie and display settings, responsible gaming, company and age line. */
import { $siteConfig, openModal, useHref, useStore, useT } from '@kickoff/platform';

const LINKS = ['about', 'contacts', 'howbet', 'rules', 'responsiblegaming', 'cookies', 'licenses', 'amlpolicy', 'kycpolicy', 'disputeresolution', 'privacypolicy'] as const;

export function Footer() {
  const t = useT();
  const link = useHref();
  const config = useStore($siteConfig);
  return (
    <div className="kk-footer">
      <nav aria-label="Information">
        <ul className="kk-footer__links">
          {LINKS.map((page) => (
            <li key={page}>
              <a href={page === 'rules' ? link('information-rules', { ruleGroup: '1' }) : link(`information-${page}`)}>{t(`shell:info_${page}`)}</a>
            </li>
          ))}
          <li><a href={link('mobile')}>{t('shell:mobile_apps')}</a></li>
          <li><a href={link('news')}>{t('shell:news')}</a></li>
        </ul>
      </nav>
      <div className="kk-footer__bottom">
        <button type="button" className="kk-button kk-button--link" onClick={() => openModal('cookie-consent')}>{t('footer_cookies')}</button>
        <button type="button" className="kk-button kk-button--link" onClick={() => openModal('display-settings')}>{t('shell:display_settings')}</button>
        <p>{t('footer_rights', { year: new Date().getFullYear(), company: config.companyName, age: config.minAge })}</p>
      </div>
    </div>
  );
}
