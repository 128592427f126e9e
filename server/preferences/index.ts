/**
 * Preferences service (migrations 520-539): office settings and mailing settings saved by id and value
 * (account spec §3, §5, §7), the disallowed line and live sports of the user config, favourite teams,
 * the promo-code check, and the mails with their links (welcome and activation, e-mail confirmation,
 * password reset, newsletters with a signed unsubscribe link). Listens to the identity events
 * (registration, reset link). Documented in docs/api.md, "Office settings and mail links".
 */
import { defineService } from '../service';
import { registerLinkRoutes } from './routes/links';
import { createMailer } from './mail';
import { preferencesMigrations } from './migrations';
import { registerSettingsRoutes } from './routes/settings';
import { createPreferencesStore } from './store/preferences';
import { registerPreferencesTestApi } from './test-api';

export const preferencesService = defineService({
  name: 'preferences',
  dependencies: ['site', 'identity', 'feed', 'wallet'],
  migrations: { from: 520, to: 539, list: preferencesMigrations },
  reset: (db) => createPreferencesStore(db).clear(),
  async register(app, ctx) {
    const store = createPreferencesStore(ctx.db);
    const now = () => ctx.clock.now();
    const mailer = createMailer(store, now);
    app.identityEvents.on('registered', ({ request, userId, email }) => {
      if (email) mailer.welcome(request, userId, email);
    });
    app.identityEvents.on('resetLink', ({ request, userId, email, resetToken }) => mailer.resetLink(request, userId, email, resetToken));
    registerSettingsRoutes(app, { store, mailer, now });
    registerLinkRoutes(app, store, now, app.limits.perAddress(ctx.security.anonymousWrites, 'requests from your address'));
    if (ctx.testApi) registerPreferencesTestApi(app, store, mailer);
  },
});
