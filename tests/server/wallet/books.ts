/** A database with every service migrated and seeded (no app): for the settlement crash test and the migration test. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import * as v from 'valibot';
import { PlaceCouponRequestSchema } from '@kickoff/wallet-contracts';
import { prepareDatabase } from '../../../server/app';
import { openDatabase, type Db } from '../../../server/db/open';
import { createBettingStore } from '../../../server/feed/store/betting';
import { createSimulationStore } from '../../../server/feed/store/simulation';
import { createServices } from '../../../server/services';
import { stakeTableFor } from '../../../server/wallet/limits';
import { createStakeGuard } from '../../../server/wallet/stake-guard';
import { placeCoupon, type PlaceDeps } from '../../../server/wallet/placing/place';
import { requestHash } from '../../../server/wallet/idempotency/fingerprint';
import { createWalletStores } from '../../../server/wallet/store/index';

export const services = () => createServices({ web: { distDir: '/nonexistent' }, feed: { autoStart: false } });

export function tempDb(t: TestContext): { db: Db; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-wallet-'));
  const file = join(dir, 'kickoff.db');
  const db = openDatabase(file);
  t.after(() => {
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { db, file };
}

/** The stake guard of a player in good standing with no limits (the books tests place without the services). */
export const goodStandingGuard = createStakeGuard({ standing: () => ({ banned: false, termsToAccept: false, identificationRequired: false }), config: () => ({}) }).check;

export function books(t: TestContext) {
  const { db } = tempDb(t);
  prepareDatabase(db, services(), { dataSeed: 2026 });
  const stores = createWalletStores(db);
  const betting = createBettingStore(db);
  const deps: PlaceDeps = { db, stores, betting, stakeGuard: goodStandingGuard, rules: (iso) => ({ stakeTable: stakeTableFor(iso), minAmountTypes: [0, 1, 2], maxAmountTypes: [0, 1, 2], bonusBets: false, derivedMargin: 0.05 }) };
  let seq = 0;
  let version = 1_000_000;
  return {
    db,
    stores,
    betting,
    place(body: Record<string, unknown>): number {
      const request = v.parse(PlaceCouponRequestSchema, body);
      return placeCoupon(deps, { userId: 10000001, idempotencyKey: `books-${++seq}`, requestHash: requestHash(body), request, now: Date.now() }).coupon.id;
    },
    finish(gameId: number, score1: number, score2: number): void {
      createSimulationStore(db).finishGame(gameId, score1, score2, 0, ++version);
    },
  };
}
