/**
 * Reading the switches of `server/main.ts` from the environment: the demo switch (KICKOFF_TEST_API)
 * and the trusted proxies (KICKOFF_TRUST_PROXY). docs/security.md lists them.
 */
import { isLoopbackHost } from './http/write-guard';

export type TestApiDecision = { on: boolean; reason: string };

/**
 * KICKOFF_TEST_API=1 turns the demo switch (test API, demo codes) on, but only for a development
 * server that listens on a loopback address; production never has it.
 */
export function testApiSwitch(env: Record<string, string | undefined>, host: string, production: boolean): TestApiDecision {
  const asked = env.KICKOFF_TEST_API === '1' || env.KICKOFF_TEST_API === 'true';
  if (!asked) return { on: false, reason: 'KICKOFF_TEST_API is not set' };
  if (production) return { on: false, reason: 'never in production' };
  if (!isLoopbackHost(host)) return { on: false, reason: `HOST ${host} is not a loopback address` };
  return { on: true, reason: 'KICKOFF_TEST_API=1 on a loopback address' };
}

/**
 * KICKOFF_TRUST_PROXY: `true` (every proxy), a hop count (`1`: the nearest proxy), or a comma-separated
 * list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`). Unset or `false`: no proxy is trusted.
 */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (list.some((part) => !/^[0-9A-Fa-f:.]+(?:\/\d{1,3})?$|^(?:loopback|linklocal|uniquelocal)$/.test(part))) {
    throw new Error('KICKOFF_TRUST_PROXY must be true, false, a hop count, or proxy addresses/CIDRs separated by commas');
  }
  return list;
}
