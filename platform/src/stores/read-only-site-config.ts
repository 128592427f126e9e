/**
 * `$siteConfig` as other modules see it: read-only (the platform's config service is its writer).
 * stores/site-config.ts is being reshaped with the server contracts; once it exports its store
 * read-only itself, index.ts can take `$siteConfig` from there and this file goes.
 */
import type { ReadableAtom } from 'nanostores';
import type { SiteConfig } from '../schemas/config';
import { $siteConfig as writableSiteConfig } from './site-config';

export const $siteConfig: ReadableAtom<SiteConfig> = writableSiteConfig;
