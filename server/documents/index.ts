/**
 * Documents service (migrations 540-559): verification and identification documents (issue 11 item 4).
 * Players upload passport, selfie or proof-of-address files (multipart; JPEG, PNG or PDF by content;
 * 5 MiB at most) that are stored with random names under the server's data directory, outside the web
 * root, and served back only to their owner. Uploading and the review move the verification fields of
 * the user config (verification.ts). KYC reviewers decide each document in the console (staff-routes.ts,
 * role `kyc_reviewer`). Documented in docs/api.md "Verification documents" and "Staff: KYC", and
 * docs/security.md "Document storage".
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createIdentityStores } from '../identity/store/index';
import { defineService, type Service } from '../service';
import { documentsMigrations } from './migrations';
import { registerDocumentRoutes } from './routes';
import { registerKycStaffRoutes } from './staff-routes';
import { createDocumentStore } from './store/documents';
import { registerDocumentsTestApi } from './test-api';

export interface DocumentsOptions {
  /** Folder of the stored files (buildApp: `<folder of the database>/documents`). */
  dir: string;
}

const STORED_NAME = /^[0-9a-f]{32}$/;

export function createDocumentsService(options: DocumentsOptions): Service {
  return defineService({
    name: 'documents',
    dependencies: ['identity', 'staff'],
    migrations: { from: 540, to: 559, list: documentsMigrations },
    reset(db) {
      createDocumentStore(db).clear();
      let names: string[] = [];
      try {
        names = readdirSync(options.dir);
      } catch {
        return; // nothing stored yet
      }
      for (const name of names) if (STORED_NAME.test(name)) rmSync(join(options.dir, name), { force: true });
    },
    async register(app, ctx) {
      const deps = { documents: createDocumentStore(ctx.db), identity: createIdentityStores(ctx.db), clock: ctx.clock };
      await registerDocumentRoutes(app, { ...deps, dir: options.dir });
      registerKycStaffRoutes(app, { ...deps, dir: options.dir });
      if (ctx.testApi) registerDocumentsTestApi(app, deps);
    },
  });
}
