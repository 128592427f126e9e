/**
 * The console's route table (pure): each screen's path under `/backoffice/`, the roles that open it
 * (the same roles its server routes check; the console only hides what the server would refuse), and
 * its title key. `screensFor(roles)` is the navigation a member sees; `screenAt(path)` the screen a
 * path shows, with the rest of the path (`/backoffice/players/42` → players, `42`).
 */
import { PLAYER_READ_ROLES } from '../contracts/players';
import { SITE_ROLES } from '../contracts/site';
import { ANALYTICS_REPORT_ROLES } from '../contracts/analytics';
import { holdsAny, type StaffRole } from '../contracts/staff';

export const CONSOLE_BASE = '/backoffice';

export const SCREEN_IDS = ['trading', 'kyc', 'payments', 'support', 'players', 'site', 'embeds', 'analytics', 'audit', 'staff'] as const;
export type ScreenId = (typeof SCREEN_IDS)[number];

export interface ConsoleScreen {
  id: ScreenId;
  /** The path segment after /backoffice/. */
  segment: string;
  roles: readonly [StaffRole, ...StaffRole[]];
}

export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { id: 'trading', segment: 'trading', roles: ['trader'] },
  { id: 'kyc', segment: 'kyc', roles: ['kyc_reviewer'] },
  { id: 'payments', segment: 'payments', roles: ['payments'] },
  { id: 'support', segment: 'support', roles: ['support_agent'] },
  { id: 'players', segment: 'players', roles: PLAYER_READ_ROLES },
  { id: 'site', segment: 'site', roles: SITE_ROLES.read },
  { id: 'embeds', segment: 'embeds', roles: ['content_editor', 'admin'] },
  { id: 'analytics', segment: 'analytics', roles: ANALYTICS_REPORT_ROLES },
  { id: 'audit', segment: 'audit', roles: ['admin'] },
  { id: 'staff', segment: 'staff', roles: ['admin'] },
];

export const screenPath = (id: ScreenId, rest?: string | number): string => {
  const screen = CONSOLE_SCREENS.find((s) => s.id === id);
  const base = `${CONSOLE_BASE}/${screen?.segment ?? id}`;
  return rest === undefined || rest === '' ? base : `${base}/${encodeURIComponent(String(rest))}`;
};

export function screensFor(roles: readonly StaffRole[]): ConsoleScreen[] {
  return CONSOLE_SCREENS.filter((screen) => holdsAny(roles, screen.roles));
}

export type ScreenMatch =
  | { kind: 'home' }
  | { kind: 'screen'; screen: ConsoleScreen; rest: string | null }
  | { kind: 'not-found' };

/** The screen of a pathname (query string ignored); `rest` is the decoded segment after the screen's. */
export function screenAt(pathname: string): ScreenMatch {
  const path = pathname.replace(/\/+$/, '');
  if (path === CONSOLE_BASE || path === '') return { kind: 'home' };
  if (!path.startsWith(`${CONSOLE_BASE}/`)) return { kind: 'not-found' };
  const [segment = '', rest, ...more] = path.slice(CONSOLE_BASE.length + 1).split('/');
  const screen = CONSOLE_SCREENS.find((s) => s.segment === segment);
  if (!screen || more.length > 0) return { kind: 'not-found' };
  let decoded: string | null = null;
  if (rest !== undefined) {
    try {
      decoded = decodeURIComponent(rest);
    } catch {
      return { kind: 'not-found' };
    }
  }
  return { kind: 'screen', screen, rest: decoded };
}
