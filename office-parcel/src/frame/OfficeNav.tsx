/**
 * The office menu (account spec §2 "Office menu"): the server's categories as headed link lists, the
 * current screen marked `aria-current="page"`, the support item with its unread count (the user
 * config's `user_msg_count`). On narrow screens the list folds behind a "menu" button
 * (`aria-expanded`); it closes again when the player picks an item.
 */
import { useEffect, useId, useState } from 'react';
import { $language, $session, $userConfig, errorText, useHref, useRoute, useStore, useT } from '@kickoff/platform';
import type { OfficeMenuCategory } from '../contracts/menu';
import { $officeMenu, loadOfficeMenu } from './menu-store';

function Category({ category, current, unread }: { category: OfficeMenuCategory; current: string; unread: number }) {
  const t = useT();
  const href = useHref();
  const id = useId();
  return (
    <section className="kk-office-nav__category" aria-labelledby={id}>
      <h2 id={id} className="kk-office-nav__title">{category.title}</h2>
      <ul className="kk-office-nav__items">
        {category.items.map((item) => {
          const badge = item.route === 'office-support' && unread > 0;
          return (
            <li key={item.route}>
              <a
                className="kk-office-nav__link"
                href={href(item.route)}
                data-icon={item.icon}
                aria-current={item.route === current ? 'page' : undefined}
                aria-label={badge ? t('office-frame:support_unread_label', { title: item.title, count: unread }) : undefined}
              >
                {item.title}
                {badge && <span className="kk-office-nav__badge" aria-hidden="true">{unread}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function OfficeNav() {
  const t = useT();
  const state = useStore($officeMenu);
  const lang = useStore($language);
  const { userId } = useStore($session);
  const config = useStore($userConfig);
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    if (userId !== null) void loadOfficeMenu(lang, userId);
  }, [lang, userId]);
  useEffect(() => setOpen(false), [route?.name]);

  const current = route?.name ?? '';
  const unread = config?.user_msg_count ?? 0;
  return (
    <nav className="kk-office-nav" aria-label={t('office-frame:menu_label')} data-open={open}>
      <button type="button" className="kk-button kk-office-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {t('office-frame:menu_toggle')}
      </button>
      <div id={listId} className="kk-office-nav__body">
        {(state.status === 'idle' || state.status === 'loading') && (
          <p role="status" aria-busy="true" className="kk-office-nav__status">{t('office-frame:menu_loading')}</p>
        )}
        {state.status === 'error' && (
          <div role="alert" className="kk-office-nav__status">
            <p>{t('office-frame:menu_error')}: {t(errorText(state.error))}</p>
            <button type="button" className="kk-button" onClick={() => userId !== null && void loadOfficeMenu(lang, userId, true)}>
              {t('office-frame:menu_retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' &&
          state.menu.menuCategories.map((category) => <Category key={category.id} category={category} current={current} unread={unread} />)}
      </div>
    </nav>
  );
}
