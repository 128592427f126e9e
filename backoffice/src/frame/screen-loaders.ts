/**
 * Each screen's module, loaded when its route is first opened (esbuild splits each into its own chunk),
 * so signing in loads only the frame and a section loads on use.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffMemberWire } from '../contracts/staff';
import type { ScreenId } from '../routing/screens';

export interface ScreenProps {
  member: StaffMemberWire;
  /** The decoded path segment after the screen's (`/backoffice/players/42` → `42`), or null. */
  rest: string | null;
  /** The query string (filters and page cursors). */
  search: string;
}

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

const LOADERS: Readonly<Record<ScreenId, Loader>> = {
  trading: () => import('../screens/trading/TradingScreen'),
  kyc: () => import('../screens/kyc/KycScreen'),
  payments: () => import('../screens/payments/PaymentsScreen'),
  support: () => import('../screens/support/SupportScreen'),
  players: () => import('../screens/players/PlayersScreen'),
  site: () => import('../screens/site/SiteScreen'),
  embeds: () => import('../screens/embeds/EmbedsScreen'),
  analytics: () => import('../screens/analytics/AnalyticsScreen'),
  audit: () => import('../screens/audit/AuditScreen'),
  staff: () => import('../screens/staff/StaffScreen'),
};

const cache = new Map<ScreenId, LazyExoticComponent<ComponentType<ScreenProps>>>();

export function screenComponent(id: ScreenId): LazyExoticComponent<ComponentType<ScreenProps>> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(LOADERS[id]);
    cache.set(id, component);
  }
  return component;
}
