/**
 * The account-area menus as pages (account spec §2: menu, profile menu, settings menu, promo menu):
 * the server's office menu, all of it or one category, as a list of large links — the office's menu
 * on a phone, where the side menu is folded away.
 */
import { $officeMenu } from '../frame/menu-store';
import type { MenuCategoryId } from '../contracts/menu';
import { useHref, useRoute, useStore, useT } from '@kickoff/platform';
import './texts';

/** Which categories each menu page lists (null: every category). */
export const MENU_PAGES: Readonly<Record<string, MenuCategoryId | null>> = {
  'office-menu': null,
  'office-profile-menu': 'profile',
  'office-settings-menu': 'settings',
  'office-promo-menu': 'promo',
};

export function MenuPage() {
  const t = useT();
  const href = useHref();
  const route = useRoute();
  const state = useStore($officeMenu);
  const only = MENU_PAGES[route?.name ?? ''] ?? null;
  if (state.status !== 'ready') {
    // The frame's menu loads the same data and shows its loading and error states.
    return <p role="status" aria-busy={state.status === 'loading' || state.status === 'idle'}>{t('office-frame:menu_loading')}</p>;
  }
  const categories = state.menu.menuCategories.filter((c) => only === null || c.id === only);
  const title = only === null ? t('office-frame:menu_page_title') : (categories[0]?.title ?? t('office-frame:menu_page_title'));
  return (
    <div className="kk-office-menu-page">
      <h1>{title}</h1>
      {categories.length === 0 && <p>{t('office-account:menu_empty')}</p>}
      {categories.map((category) => (
        <section key={category.id} aria-label={category.title}>
          {only === null && <h2>{category.title}</h2>}
          <ul>
            {category.items.map((item) => (
              <li key={item.route}>
                <a href={href(item.route)} data-icon={item.icon}>{item.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
