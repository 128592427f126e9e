/**
 * The domain checker (account spec §7, @kickoff/domain-check): its module loads 3 s after the page has,
 * never on the first visit's critical path, and warns a player on an address that is not official.
 */
import { importModule, afterLoadAndDelay } from '@kickoff/platform';

export const DOMAIN_CHECK_DELAY_MS = 3000;

const hasCheck = (mod: unknown): mod is { checkDomain: () => Promise<void> } =>
  typeof mod === 'object' && mod !== null && 'checkDomain' in mod && typeof mod.checkDomain === 'function';

export function startDomainCheck(): void {
  afterLoadAndDelay(DOMAIN_CHECK_DELAY_MS, () => {
    importModule('@kickoff/domain-check')
      .then((mod) => {
        if (!hasCheck(mod)) throw new Error('@kickoff/domain-check has no checkDomain export');
        return mod.checkDomain();
      })
      .catch((err: unknown) => console.error('domain check failed', err));
  });
}
