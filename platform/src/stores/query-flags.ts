/**
 * Flags a link carries in its query that outlive the page they land on (account spec §5: "A
 * payments-consultant query flag equal to 1 is stored"). A link from a payments consultant (a mail
 * or the consultant's chat) carries `paymentsConsultant=1`; the flag is kept for the browser session
 * (sessionStorage, validated on read), and the deposit screen then offers the consultant's help.
 */
import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { getWebStorage, readStored, writeStored } from '../storage/web-storage';

export const PAYMENTS_CONSULTANT_PARAM = 'paymentsConsultant';
const STORAGE_KEY = 'kk.paymentsConsultant';

const consultant = atom<boolean>(readStored(getWebStorage('session'), STORAGE_KEY, v.literal(true)) === true);

/** True once a link with `paymentsConsultant=1` was opened in this browser session. */
export const $paymentsConsultant: ReadableAtom<boolean> = consultant;

/** Stores the flags of a page's query (`?a=1&b=2`); the root config calls it for every page. */
export function rememberQueryFlags(search: string, storage: Storage | null = getWebStorage('session')): void {
  const params = new URLSearchParams(search);
  if (params.get(PAYMENTS_CONSULTANT_PARAM) === '1' && !consultant.get()) {
    consultant.set(true);
    writeStored(storage, STORAGE_KEY, true);
  }
}

/** Platform-internal: tests start from a fresh session without flags. */
export function forgetQueryFlags(): void {
  consultant.set(false);
}
