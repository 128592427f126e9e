/** Options of the feed service, and reading them from the environment (KICKOFF_FEED_SEED, KICKOFF_FEED_SPEED). */
import * as v from 'valibot';

export interface FeedOptions {
  /** PRNG seed of the seed data and the simulator (default: the app's data seed, 2026). */
  seed?: number;
  /** Simulator speed: simulated seconds per real second (default 1); 0 stops the clock. */
  speed?: number;
  /** Start the simulator timer (default true; tests step it by hand through the test API). */
  autoStart?: boolean;
}

const Seed = v.pipe(v.string(), v.regex(/^-?\d+$/, 'KICKOFF_FEED_SEED must be an integer'), v.transform(Number), v.safeInteger());
const Speed = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'KICKOFF_FEED_SPEED must be a number ≥ 0'), v.transform(Number), v.maxValue(10_000));

/** KICKOFF_FEED_SEED (integer) and KICKOFF_FEED_SPEED (≥ 0); unset ones are left out. */
export function feedOptionsFromEnv(env: Record<string, string | undefined>): FeedOptions {
  const options: FeedOptions = {};
  if (env.KICKOFF_FEED_SEED !== undefined && env.KICKOFF_FEED_SEED !== '') options.seed = v.parse(Seed, env.KICKOFF_FEED_SEED.trim());
  if (env.KICKOFF_FEED_SPEED !== undefined && env.KICKOFF_FEED_SPEED !== '') options.speed = v.parse(Speed, env.KICKOFF_FEED_SPEED.trim());
  return options;
}
