/** All identity data-access objects over one database (all the service's SQL lives in this folder). */
import type { Db } from '../../db/open';
import { inTransaction } from '../../db/transaction';
import { createAccountStore, type AccountStore } from './accounts';
import { createCaptchaStore, type CaptchaStore } from './captcha';
import { createCredentialStore, type CredentialStore } from './credentials';
import { createFingerprintStore, type FingerprintStore } from './fingerprints';
import { createLoginFailureStore, type LoginFailureStore } from './login-failures';
import { createOutboxStore, type OutboxStore } from './outbox';
import { createPendingStore, type PendingStore } from './pending-steps';
import { createPlayerRecordStore, type PlayerRecordStore } from './player-records';
import { createReferenceStore, type ReferenceStore } from './reference';
import { createSecretStore, type SecretStore } from './secrets';
import { createSecurityStore, type SecurityStore } from './security';
import { createSessionStore, type SessionStore } from './sessions';
import { createSocialStore, type SocialStore } from './social';
import { createSocialRegistrationStore, type SocialRegistrationStore } from './social-registrations';
import { createTermsStore, type TermsStore } from './terms';
import { createUserStore, type UserStore } from './users';

export interface IdentityStores {
  users: UserStore;
  credentials: CredentialStore;
  sessions: SessionStore;
  fingerprints: FingerprintStore;
  captcha: CaptchaStore;
  loginFailures: LoginFailureStore;
  pending: PendingStore;
  outbox: OutboxStore;
  accounts: AccountStore;
  terms: TermsStore;
  reference: ReferenceStore;
  secrets: SecretStore;
  security: SecurityStore;
  /** The console's player search and bans. */
  players: PlayerRecordStore;
  /** Social sign-in: flows under way and linked social accounts. */
  social: SocialStore;
  /** Social sign-in: verified identities waiting for the new player's age confirmation. */
  socialRegistrations: SocialRegistrationStore;
  /** Runs `fn` in one transaction (nested calls join the open one). */
  transaction<T>(fn: () => T): T;
}

export function createIdentityStores(db: Db): IdentityStores {
  return {
    users: createUserStore(db),
    credentials: createCredentialStore(db),
    sessions: createSessionStore(db),
    fingerprints: createFingerprintStore(db),
    captcha: createCaptchaStore(db),
    loginFailures: createLoginFailureStore(db),
    pending: createPendingStore(db),
    outbox: createOutboxStore(db),
    accounts: createAccountStore(db),
    terms: createTermsStore(db),
    reference: createReferenceStore(db),
    secrets: createSecretStore(db),
    security: createSecurityStore(db),
    players: createPlayerRecordStore(db),
    social: createSocialStore(db),
    socialRegistrations: createSocialRegistrationStore(db),
    transaction: (fn) => inTransaction(db, fn),
  };
}
