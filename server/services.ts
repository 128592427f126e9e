/**
 * The services of the reference server, in the order they are migrated, seeded and registered
 * (a service comes after the services it depends on).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentService } from './content/index';
import { createDeployService } from './deploy/index';
import type { DeployOptions } from './deploy/options';
import { createDocumentsService, type DocumentsOptions } from './documents/index';
import { embedsService } from './embeds/index';
import { bonusesService } from './bonuses/index';
import { casinoService } from './casino/index';
import { casinoPlayService } from './casino-play/index';
import { createFeedService } from './feed/index';
import type { FeedOptions } from './feed/options';
import { identityService } from './identity/index';
import { limitsService } from './limits/index';
import { createMediaService } from './media/index';
import { officeService } from './office/index';
import { paymentsService } from './payments/index';
import { preferencesService } from './preferences/index';
import { promotionsService } from './promotions/index';
import { seoService } from './seo/index';
import { createRemoteViewsService } from './remote-views/index';
import type { RemoteViewOptions } from './remote-views/options';
import type { Service } from './service';
import { siteService } from './site/index';
import { staffService } from './staff/index';
import { supportService } from './support/index';
import { walletService } from './wallet/index';
import { createWebService, type WebOptions } from './web/index';
import { analyticsService } from './analytics/index';

export interface ServicesOptions {
  web: WebOptions;
  feed?: FeedOptions;
  /** Default: a folder in the system's temporary directory (tests that never upload). */
  documents?: DocumentsOptions;
  /** Deploy tokens, module origins, the PostgreSQL store (default: no tokens, /dist/ only, SQLite). */
  deploy?: DeployOptions;
  /** The remote-view allow-lists (default: the page's own origin only, no codeToEval). */
  remoteViews?: RemoteViewOptions;
}

export function createServices(opts: ServicesOptions): readonly Service[] {
  return [
    // First: every service after it may declare staff routes with app.staffGuards and app.staffAudit
    // (the console, issue 24; identity's player routes too). It needs only the HTTP infrastructure.
    staffService,
    siteService,
    identityService,
    createFeedService(opts.feed),
    walletService,
    officeService,
    preferencesService,
    createDocumentsService(opts.documents ?? { dir: join(tmpdir(), `kickoff-documents-${process.pid}`) }),
    paymentsService,
    supportService,
    bonusesService,
    limitsService,
    casinoService,
    casinoPlayService,
    promotionsService,
    contentService,
    // Page metadata, robots.txt and sitemaps (issue 28): reads the feed, casino, promotions and content.
    seoService,
    embedsService,
    // The in-house analytics collector under /fatman-api/ and the console's report (issue 28).
    analyticsService,
    // The games' video (issue 27): the demo provider's stream outside production, none in production.
    createMediaService({ distDir: opts.web.distDir }),
    // Remote views (issue 28): the allow-lists' config call; the demo views outside production. Before web (its CSP reads them).
    createRemoteViewsService(opts.remoteViews),
    createDeployService({ ...opts.deploy, distDir: opts.web.distDir }),
    createWebService(opts.web),
  ];
}
