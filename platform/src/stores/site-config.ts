/**
 * Site config store (shell spec §3). Starts from the shared defaults (schemas/site-config-defaults.ts)
 * so the shell can render before the config arrives; `loadSiteConfig` fetches `/bff-api/config/all.json`, retried 5 times at 1 s
 * (shell spec §9). A failure after the retries reports 'no site config' and keeps the defaults.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { SiteConfig } from '../schemas/config';
import { DEFAULT_SITE_CONFIG } from '../schemas/site-config-defaults';

export { DEFAULT_SITE_CONFIG };

export type SiteConfigStatus = 'idle' | 'loading' | 'ready' | 'error';

const siteConfig = atom<SiteConfig>(DEFAULT_SITE_CONFIG);
const siteConfigStatus = atom<SiteConfigStatus>('idle');
/** Read-only for everyone: the platform's config service (services/config.ts) is the only writer. */
export const $siteConfig: ReadableAtom<SiteConfig> = siteConfig;
export const $siteConfigStatus: ReadableAtom<SiteConfigStatus> = siteConfigStatus;
/** The error text shown when the config cannot be loaded (shell spec §8). */
export const NO_SITE_CONFIG = 'no site config';

export function setSiteConfig(config: SiteConfig): void {
  siteConfig.set(config);
  siteConfigStatus.set('ready');
}

export function setSiteConfigStatus(status: Exclude<SiteConfigStatus, 'ready'>): void {
  siteConfigStatus.set(status);
}

/** Back to the start-up state (the test reset). */
export function resetSiteConfig(): void {
  siteConfig.set(DEFAULT_SITE_CONFIG);
  siteConfigStatus.set('idle');
}
