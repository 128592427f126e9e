/**
 * The official addresses from the server (GET /web-api/site/domains), kept in session storage for the
 * tab: a later page load of the session checks against the kept list without asking again. A kept
 * value is read back through the same schema as the reply, so a broken one is simply fetched anew.
 */
import { api, getWebStorage, readStored, writeStored } from '@kickoff/platform';
import { DomainListSchema, DOMAINS_PATH } from './contracts/domains';
import type { OfficialAddresses } from './check';

export const STORAGE_KEY = 'kickoff.domainCheck.domains';

/** The session's kept list, else the server's (kept when it passes the schema); rejects when it cannot be loaded. */
export async function officialAddresses(): Promise<OfficialAddresses> {
  const storage = getWebStorage('session');
  const kept = readStored(storage, STORAGE_KEY, DomainListSchema);
  if (kept) return kept;
  const list = await api.request({ service: 'web', path: DOMAINS_PATH, schema: DomainListSchema });
  writeStored(storage, STORAGE_KEY, list);
  return list;
}
