/**
 * The shape every service of the reference server has: its migrations (own version range), an
 * idempotent seed, a reset for the test API, and a named Fastify plugin (fastify-plugin) that
 * registers its routes, hooks and decorators.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '@kickoff/contracts';
import type { Clock } from './clock';
import type { MigrationRange } from './db/migrate';
import { HTTP_PLUGIN } from './http/infrastructure';
import type { SecurityConfig } from './http/security-config';
import type { Db } from './db/open';

/** What every service plugin is registered with. */
export interface ServiceContext {
  db: Db;
  /** Bootstrap environment of the shell page (API bases, production flag, version). */
  env: Env;
  /**
   * The demo switch: the service registers its `/__test/*` routes and its replies may carry demo
   * codes (never in production; see docs/security.md).
   */
  testApi: boolean;
  /** The server clock (the identity test API moves it; expiries and rate-limit windows follow it). */
  clock: Clock;
  /** Origins, body limits, login-failure thresholds and rate limits. */
  security: SecurityConfig;
  /** PRNG seed of the generated demo data. */
  dataSeed: number;
  /** The demo parts (demo players and codes, the demo payment provider): development only, never in production. */
  demo: boolean;
}

export interface SeedOptions {
  /** PRNG seed of the generated demo data. */
  dataSeed: number;
  /**
   * The demo data: demo players with their balances, bonuses and promo codes. Absent: on (development
   * and tests); a production start (`buildApp`, NODE_ENV=production) always passes false.
   */
  demo?: boolean;
}

export interface Service {
  /** Short name; the plugin is registered as `kickoff-<name>`. */
  readonly name: string;
  /** The plugin names this service needs registered before it (always `kickoff-http`). */
  readonly dependencies: readonly string[];
  readonly migrations: MigrationRange;
  /** Idempotent: fills in what is missing, never overwrites data. */
  seed(db: Db, opts: SeedOptions): void;
  /** Empties the service's tables (the test API reset seeds them again). */
  reset(db: Db): void;
  readonly plugin: FastifyPluginAsync<ServiceContext>;
}

export interface ServiceDefinition {
  name: string;
  dependencies?: readonly string[];
  /** Version range and migrations; services without tables give an empty list. */
  migrations: { from: number; to: number; list: readonly Migration[] };
  seed?: (db: Db, opts: SeedOptions) => void;
  reset?: (db: Db) => void;
  register: (app: FastifyInstance, ctx: ServiceContext) => Promise<void>;
}

type Migration = MigrationRange['migrations'][number];

export const pluginName = (service: string): string => `kickoff-${service}`;

/** A service from its parts; the plugin carries the service's name and dependencies for Fastify. */
export function defineService(def: ServiceDefinition): Service {
  const dependencies = [HTTP_PLUGIN, ...(def.dependencies ?? []).map(pluginName)];
  return {
    name: def.name,
    dependencies,
    migrations: { owner: def.name, from: def.migrations.from, to: def.migrations.to, migrations: def.migrations.list },
    seed: def.seed ?? (() => undefined),
    reset: def.reset ?? (() => undefined),
    plugin: fp(def.register, { name: pluginName(def.name), dependencies: [...dependencies], fastify: '5.x' }),
  };
}
