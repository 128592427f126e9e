/** Feed options from the environment: KICKOFF_FEED_SEED (integer) and KICKOFF_FEED_SPEED (≥ 0). */
import * as v from 'valibot';
import type { FeedOptions } from './index';

const Seed = v.pipe(v.string(), v.regex(/^-?\d+$/, 'KICKOFF_FEED_SEED must be an integer'), v.transform(Number), v.safeInteger());
const Speed = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'KICKOFF_FEED_SPEED must be a number ≥ 0'), v.transform(Number), v.maxValue(10_000));

export function feedOptionsFromEnv(env: Record<string, string | undefined>): FeedOptions {
  const options: FeedOptions = {};
  if (env.KICKOFF_FEED_SEED !== undefined && env.KICKOFF_FEED_SEED !== '') options.seed = v.parse(Seed, env.KICKOFF_FEED_SEED.trim());
  if (env.KICKOFF_FEED_SPEED !== undefined && env.KICKOFF_FEED_SPEED !== '') options.speed = v.parse(Speed, env.KICKOFF_FEED_SPEED.trim());
  return options;
}
