/**
 * The services of the reference server, in the order they are migrated, seeded and registered
 * (a service comes after the services it depends on).
 */
import { bonusesService } from './bonuses/index';
import { createFeedService } from './feed/index';
import type { FeedOptions } from './feed/options';
import { identityService } from './identity/index';
import { paymentsService } from './payments/index';
import type { Service } from './service';
import { siteService } from './site/index';
import { walletService } from './wallet/index';
import { createWebService, type WebOptions } from './web/index';

export interface ServicesOptions {
  web: WebOptions;
  feed?: FeedOptions;
}

export function createServices(opts: ServicesOptions): readonly Service[] {
  return [siteService, identityService, createFeedService(opts.feed), walletService, paymentsService, bonusesService, createWebService(opts.web)];
}
