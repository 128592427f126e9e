/** Demo data for a Russian-facing sportsbook. Typed against the schemas, so a missing key fails tsc. */
import { DEFAULT_SITE_CONFIG, type BlockingReason, type GamePreview, type MaintenanceConfig, type RegistrationReminderGroup, type SiteConfig, type SupportGroup } from '@kickoff/contracts';

export const MAINTENANCE_TEXT = {
  ru: 'На сайте ведутся технические работы. Скоро всё заработает, спасибо за терпение.',
  en: 'The site is undergoing maintenance. We will be back shortly, thank you for your patience.',
} as const;

/**
 * Seeded site config: the shared defaults, with the maintenance text the server stores (the base
 * value in Russian, overrides per language below; the browser's default '' means "own text").
 */
export const defaultSiteConfig: SiteConfig = { ...DEFAULT_SITE_CONFIG, maintenanceText: MAINTENANCE_TEXT.ru };

/** Localized overrides: key → lang → value. */
export const defaultSiteConfigI18n: ReadonlyArray<{ key: keyof SiteConfig; lang: string; value: unknown }> = [
  { key: 'maintenanceText', lang: 'ru', value: MAINTENANCE_TEXT.ru },
  { key: 'maintenanceText', lang: 'en', value: MAINTENANCE_TEXT.en },
];

export const defaultMaintenance: MaintenanceConfig = {
  started_at: null,
  ended_at: null,
  notify_started_at: null,
  notify_ended_at: null,
  isActive: false,
  web_state: 0,
};

export const defaultRegistrationReminder: RegistrationReminderGroup = { delay: 60, interval: 10 };

export const defaultSupport: SupportGroup = {
  socialLinks: [
    { name: 'Telegram', link: 'https://t.me/kickoff_support', iconName: 'telegram' },
    { name: 'WhatsApp', link: 'https://wa.me/70000000000', iconName: 'whatsapp' },
    { name: 'VK', link: 'https://vk.com/kickoff_support', iconName: 'vk' },
  ],
  email: 'support@kickoff.example',
  isChatEnabled: true,
  callbackExcludedLanguages: ['en'],
};

/** Groups stored in `config_groups` (blocking-reasons lives in its own table). */
export const defaultGroups: Readonly<Record<string, unknown>> = {
  maintenance: defaultMaintenance,
  'registration-reminder': defaultRegistrationReminder,
  support: defaultSupport,
};

/** Shell spec §4: blocking reason → special page. */
export const defaultBlockingReasons: readonly BlockingReason[] = [
  { reason: 1, page: 'block' },
  { reason: 2, page: 'block' },
  { reason: 3, page: 'block' },
  { reason: 4, page: 'site-updates' },
  { reason: 5, page: 'block' },
  { reason: 8, page: 'coming-soon' },
  { reason: 13, page: 'block-ua' },
  { reason: 14, page: 'block' },
  { reason: 16, page: 'suspension' },
  { reason: 17, page: 'block-ie' },
];

export interface BlockRuleSeed {
  countryCode: string;
  reason: number;
  templateTypeId: number;
}

export const defaultBlockRules: readonly BlockRuleSeed[] = [
  { countryCode: 'UA', reason: 13, templateTypeId: 1 },
  { countryCode: 'XX', reason: 1, templateTypeId: 1 },
  { countryCode: 'IE', reason: 17, templateTypeId: 1 },
];

export interface RedirectSeed {
  from: string;
  to: string;
  code: 301 | 302 | 307 | 308;
  reason: string;
}

export const defaultRedirects: readonly RedirectSeed[] = [
  { from: '/ru/old-promo', to: '/ru/promotions/first-deposit', code: 301, reason: 'legacy' },
  { from: '/en/old-promo', to: '/en/promotions/first-deposit', code: 301, reason: 'legacy' },
  { from: '/ru/bonus-100', to: '/ru/promotions/first-deposit', code: 301, reason: 'legacy' },
  { from: '/ru/live-old', to: '/ru/live', code: 302, reason: 'legacy' },
  // A deliberate cycle: the client must detect it and stop.
  { from: '/ru/loop-a', to: '/ru/loop-b', code: 301, reason: 'legacy' },
  { from: '/ru/loop-b', to: '/ru/loop-a', code: 301, reason: 'legacy' },
];

/** Games preview rows: current route, legacy route (for old links) and categories. */
export const defaultGamesPreview: readonly GamePreview[] = [
  { route: 'fortuna-bonus', gameType: 'bonus', name: 'Fortuna', oldRoute: 'fortuna', categoryIds: [1], tag: 'bonus' },
  { route: 'chest-bonus', gameType: 'bonus', name: 'Chest', oldRoute: 'chest', categoryIds: [1], tag: 'bonus' },
  { route: 'memory-bonus', gameType: 'bonus', name: 'Memory', oldRoute: 'memory', categoryIds: [1], tag: 'bonus' },
  { route: 'safe-bonus', gameType: 'bonus', name: 'Safe', oldRoute: 'safe', categoryIds: [1], tag: 'bonus' },
  { route: 'lottery-bonus', gameType: 'bonus', name: 'Lottery', oldRoute: 'lottery', categoryIds: [1], tag: 'bonus' },
  { route: 'dragon-bonus', gameType: 'bonus', name: 'Dragon', oldRoute: 'dragon', categoryIds: [1], tag: 'bonus' },
  { route: 'backgammon', gameType: 'board', name: 'Backgammon', oldRoute: 'nardy', categoryIds: [2], tag: null },
  { route: 'keno', gameType: 'lottery', name: 'Keno', oldRoute: 'keno-old', categoryIds: [3], tag: null },
  { route: 'wheel', gameType: 'wheel', name: 'Wheel of fortune', oldRoute: 'koleso', categoryIds: [4], tag: null },
  { route: 'poker-21', gameType: 'cards', name: '21', oldRoute: 'ochko', categoryIds: [5], tag: null },
];
