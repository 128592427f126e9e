/**
 * The office menu (account spec §2 "Office menu", §3 "Office menu user data"): `GET
 * /web-api/office/menu?lng=ru|en` answers the menu categories (each with its items: the office route
 * an item opens, its icon and title in the language asked) and the menu user data. Items a banned
 * player cannot open, and items switched off by the site config, are left out by the server.
 */
import * as v from 'valibot';
import { officeCallPath, officePath } from './base';

/** `path`: the server's route; `call`: the same for the browser's API client. */
export const OfficeMenuPaths = { menu: officePath('menu'), menuCall: officeCallPath('menu') } as const;

/** The categories, in menu order; the account-area menus (profile, settings, promo) show one each. */
export const MENU_CATEGORY_IDS = ['profile', 'payments', 'bets', 'promo', 'settings', 'support'] as const;
export type MenuCategoryId = (typeof MENU_CATEGORY_IDS)[number];

export const OfficeMenuItemSchema = v.object({
  /** The office route name the item opens (`office-recharge`, ...). */
  route: v.pipe(v.string(), v.regex(/^office-[a-z-]+$/)),
  title: v.string(),
  icon: v.string(),
});
export type OfficeMenuItem = v.InferOutput<typeof OfficeMenuItemSchema>;

export const OfficeMenuCategorySchema = v.object({
  id: v.picklist(MENU_CATEGORY_IDS),
  title: v.string(),
  items: v.array(OfficeMenuItemSchema),
});
export type OfficeMenuCategory = v.InferOutput<typeof OfficeMenuCategorySchema>;

export const MenuUserDataSchema = v.object({
  /** Bonus accounts in the active account's currency, major units. */
  bonus_balance: v.number(),
  country_code: v.nullable(v.string()),
  /** Whether the player may deposit now (not banned, identification passed). */
  recharge_allow: v.boolean(),
  email: v.nullable(v.string()),
  name: v.nullable(v.string()),
});
export type MenuUserData = v.InferOutput<typeof MenuUserDataSchema>;

export const OfficeMenuResponseSchema = v.object({
  data: v.object({ menuCategories: v.array(OfficeMenuCategorySchema), menuUserData: MenuUserDataSchema }),
});
export type OfficeMenu = v.InferOutput<typeof OfficeMenuResponseSchema>['data'];
