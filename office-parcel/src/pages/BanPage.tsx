/**
 * The ban page (account spec §2: "a fixed ban page", here block-appeal-history): what a banned
 * player can still do. Links follow the ban guard: only allowed pages, deduce by ban level.
 */
import { $ban, openModal, useHref, useStore, useT } from '@kickoff/platform';

export function BanPage() {
  const t = useT();
  const link = useHref();
  const ban = useStore($ban);
  return (
    <section className="kk-card kk-office-ban" aria-labelledby="kk-ban-title">
      <h1 id="kk-ban-title" className="kk-page-title">{t('office:ban_title')}</h1>
      <p>{t('office:ban_text')}</p>
      <p className="kk-muted" data-ban-level={ban.level}>{t('office:ban_level', { level: ban.level })}</p>
      <ul className="kk-office-ban__links">
        <li><a href={link('office-history')}>{t('office:ban_history')}</a></li>
        <li><a href={link('office-historypay')}>{t('office:ban_payments')}</a></li>
        <li><a href={link('office-support')}>{t('office:ban_support')}</a></li>
        {ban.canDeduce && <li><a href={link('office-deduce')}>{t('office:ban_deduce')}</a></li>}
        <li><a href={link('information-rules', { ruleGroup: '1' })}>{t('office:ban_rules')}</a></li>
      </ul>
      <button type="button" className="kk-button kk-button--ghost" onClick={() => openModal('logout-confirm')}>{t('office:ban_logout')}</button>
    </section>
  );
}
