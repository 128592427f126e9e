/** The office's SQL: the menu rows and what the menu's user data reads of the player. */
import type { Db } from '../db/open';
import { MENU_ITEMS } from './menu-items';

export interface MenuRow {
  route: string;
  category: string;
  position: number;
  icon: string;
  title_ru: string;
  title_en: string;
  config: string | null;
}

export interface OfficeStore {
  menu(): MenuRow[];
  countryCode(countryId: number | null): string | null;
}

export function createOfficeStore(db: Db): OfficeStore {
  const menu = db.prepare<[], MenuRow>('SELECT * FROM office_menu ORDER BY position, route');
  const country = db.prepare<[number], { country_code: string }>('SELECT country_code FROM countries WHERE id = ?');
  return {
    menu: () => menu.all(),
    countryCode: (id) => (id === null ? null : (country.get(id)?.country_code ?? null)),
  };
}

/** Idempotent: inserts the seeded items that are missing, never changes an edited one. */
export function seedOfficeMenu(db: Db): void {
  const insert = db.prepare('INSERT OR IGNORE INTO office_menu (route, category, position, icon, title_ru, title_en, config) VALUES (?, ?, ?, ?, ?, ?, ?)');
  MENU_ITEMS.forEach((item, i) => insert.run(item.route, item.category, (i + 1) * 10, item.icon, item.ru, item.en, item.config ?? null));
}

/** Test API reset: empties the menu (the seed that follows fills it again). */
export function resetOfficeMenu(db: Db): void {
  db.exec('DELETE FROM office_menu');
}
