/**
 * The device fingerprint (account spec §3 "Fingerprint record", shell spec §7 `x-hd`): a small JSON
 * of navigator, screen and time-zone facts is registered with POST `fingerprint`; the returned record
 * is cached in local storage and used until it expires. Registration is single-flight; a failed run
 * is logged and counted, and not retried for a minute (so a missing service does not double every call).
 */
import type { FingerprintRecord } from '../schemas/auth';
import { writeStored } from '../storage/web-storage';
import type { IdentityLogger } from './deps';
import { FINGERPRINT_STORAGE_KEY, storedFingerprint } from './fingerprint-record';

export { FINGERPRINT_STORAGE_KEY } from './fingerprint-record';
/** Pause after a failed run before the header interceptor tries again (a forced refresh ignores it). */
const FINGERPRINT_FAILURE_PAUSE_MS = 60_000;

/** The facts a fingerprint is made of (sent as JSON in `componentsData`). */
interface FingerprintComponents {
  userAgent: string;
  language: string;
  languages: string[];
  platform: string;
  hardwareConcurrency: number;
  cookieEnabled: boolean;
  screen: { width: number; height: number; colorDepth: number; pixelRatio: number };
  timeZone: string;
  timezoneOffset: number;
}

/** Reads the facts the fingerprint is made of from the browser (empty values without one). */
export function collectFingerprintComponents(): FingerprintComponents {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  const scr = typeof screen !== 'undefined' ? screen : undefined;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    timeZone = '';
  }
  return {
    userAgent: nav?.userAgent ?? '',
    language: nav?.language ?? '',
    languages: [...(nav?.languages ?? [])],
    platform: nav?.platform ?? '',
    hardwareConcurrency: nav?.hardwareConcurrency ?? 0,
    cookieEnabled: nav?.cookieEnabled ?? false,
    screen: {
      width: scr?.width ?? 0,
      height: scr?.height ?? 0,
      colorDepth: scr?.colorDepth ?? 0,
      pixelRatio: typeof devicePixelRatio === 'number' ? devicePixelRatio : 1,
    },
    timeZone,
    timezoneOffset: new Date().getTimezoneOffset(),
  };
}

/** The `componentsData` string sent with fingerprint, login, SMS and registration calls. */
export const componentsDataOf = (components: FingerprintComponents): string => JSON.stringify(components);

interface FingerprintServiceDeps {
  /** POST `fingerprint` { componentsData } → record. */
  register: (componentsData: string) => Promise<FingerprintRecord>;
  collect: () => string;
  storage: Storage | null;
  now: () => number;
  log: IdentityLogger;
}

export interface FingerprintService {
  /** The valid fingerprint token (cached or freshly registered); null when registration failed. */
  getToken(): Promise<string | null>;
  /** The cached token, or the one a running registration brings; never starts a registration. */
  peekToken(): Promise<string | null>;
  /** Registers a new fingerprint now (the server refused the current one); true when it worked. */
  refresh(): Promise<boolean>;
  /** componentsData of the current record, or freshly collected facts. */
  componentsData(): string;
  /** Failed runs since start. */
  failures(): number;
}

export function createFingerprintService(deps: FingerprintServiceDeps): FingerprintService {
  let inflight: Promise<FingerprintRecord | null> | null = null;
  let failures = 0;
  let lastFailureAt: number | null = null;

  const stored = (): FingerprintRecord | null => storedFingerprint(deps.storage, deps.now());

  const run = (): Promise<FingerprintRecord | null> => {
    if (inflight) return inflight;
    const attempt = (async () => {
      try {
        const record = await deps.register(deps.collect());
        writeStored(deps.storage, FINGERPRINT_STORAGE_KEY, record);
        lastFailureAt = null;
        return record;
      } catch (err) {
        failures += 1;
        lastFailureAt = deps.now();
        deps.log.error(`fingerprint run failed (${failures})`, err);
        return null;
      }
    })();
    inflight = attempt;
    void attempt.finally(() => {
      if (inflight === attempt) inflight = null;
    });
    return attempt;
  };

  return {
    async getToken() {
      const record = stored();
      if (record) return record.token;
      if (inflight) return (await inflight)?.token ?? null;
      if (lastFailureAt !== null && deps.now() - lastFailureAt < FINGERPRINT_FAILURE_PAUSE_MS) return null;
      return (await run())?.token ?? null;
    },
    async peekToken() {
      const record = stored();
      if (record) return record.token;
      return inflight ? ((await inflight)?.token ?? null) : null;
    },
    async refresh() {
      return (await run()) !== null;
    },
    componentsData: () => stored()?.componentsData ?? deps.collect(),
    failures: () => failures,
  };
}
