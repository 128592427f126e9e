/**
 * `GET /web-api/office/menu` (account spec §2 "Office menu", §3 "Office menu user data"): the menu
 * categories with the items this player may open — an item whose route the player's ban closes, or
 * whose site-config flag is off, is left out (the same ban rule as the browser's router) — and the
 * menu user data.
 */
import type { FastifyInstance } from 'fastify';
import { banRedirect, banStateOf, ROUTES } from '@kickoff/contracts';
import { MENU_CATEGORY_IDS, OfficeMenuPaths, type MenuUserData, type OfficeMenu } from '@kickoff/office-contracts/menu';
import { sendError } from '../http/errors';
import { parseLang } from '../http/lang';
import { playerOf } from '../identity/http/guards';
import type { UserRow } from '../identity/store/users';
import type { WalletMoney } from '../wallet/port';
import type { Db } from '../db/open';
import { CATEGORY_TITLES } from './menu-items';
import type { OfficeStore } from './store';

const routeByName = new Map(ROUTES.map((r) => [r.name, r]));

export interface MenuDeps {
  db: Db;
  store: OfficeStore;
  /** The wallet's port (the player's accounts). */
  wallet: Pick<WalletMoney, 'accounts'>;
  siteConfig(): Record<string, unknown>;
  /** Whether a self-exclusion or time-out restricts the player now (no deposits then). */
  restricted(userId: number): boolean;
}

export function buildMenu(deps: MenuDeps, user: UserRow, lang: 'ru' | 'en'): OfficeMenu {
  const config = deps.siteConfig();
  const ban = banStateOf(user);
  const open = (routeName: string): boolean => {
    const route = routeByName.get(routeName);
    return route !== undefined && banRedirect(route, { authorized: true, ban }) === null;
  };
  const rows = deps.store.menu().filter((row) => open(row.route) && (row.config === null || config[row.config] !== false));
  const menuCategories = MENU_CATEGORY_IDS.map((id) => ({
    id,
    title: CATEGORY_TITLES[id][lang],
    items: rows.filter((r) => r.category === id).map((r) => ({ route: r.route, icon: r.icon, title: lang === 'en' ? r.title_en : r.title_ru })),
  })).filter((c) => c.items.length > 0);
  return { menuCategories, menuUserData: userData(deps, user, ban.banned) };
}

function userData(deps: MenuDeps, user: UserRow, banned: boolean): MenuUserData {
  const accounts = deps.wallet.accounts.ofUser(user.id);
  const active = accounts.find((a) => a.id === user.active_account_id) ?? accounts.find((a) => a.type === 0);
  const bonusMinor = accounts.filter((a) => a.type === 4 && a.iso === active?.iso).reduce((sum, a) => sum + a.money, 0);
  return {
    bonus_balance: active ? bonusMinor / 10 ** active.minor_units : 0,
    country_code: deps.store.countryCode(user.country_id),
    recharge_allow: !banned && !user.is_need_identification && active !== undefined && !deps.restricted(user.id),
    email: user.email,
    name: [user.name, user.surname].filter(Boolean).join(' ') || null,
  };
}

export function registerMenuRoute(app: FastifyInstance, deps: MenuDeps): void {
  // A banned player keeps the menu: it lists what his ban leaves open (history, support, ...).
  app.get<{ Querystring: { lng?: unknown } }>(OfficeMenuPaths.menu, { preHandler: app.identityGuards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const lang = parseLang(request.query.lng);
    if (!lang.ok) return sendError(reply, 400, 'invalid_query', 'lng must be a language code', { parameter: 'lng' });
    const menu = buildMenu(deps, playerOf(request).user, lang.lang === 'en' ? 'en' : 'ru');
    return reply.header('cache-control', 'no-store').send({ data: menu });
  });
}
