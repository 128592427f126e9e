/**
 * Stores with one writer. A store that one module owns (the route, written by the root config's
 * routing driver; the coupon selection, written by the coupon parcel) is exported read-only, and its
 * owner takes the writer with a claim at start-up: the first claim returns it, a second one throws.
 *
 * Why a claim rather than writers handed out by the root config at start-up: the coupon parcel
 * also runs inside `<kickoff-coupon>` on CMS pages, where no root config exists, and handing writers
 * from one module to another would couple them. A claim works wherever the owner runs, and a
 * second writer (a copy-pasted `set`, a module loaded twice) fails loudly when it starts instead of
 * silently fighting the owner over the store.
 *
 * Inside the platform the writers are plain functions exported by the store's file (the platform
 * is one module; `index.ts` is what other modules see). Tests call those functions directly.
 */

/** Thrown by a second claim of the same writer. */
export class WriterAlreadyClaimedError extends Error {
  override readonly name = 'WriterAlreadyClaimedError';
}

/** Returns a claim function that hands out `writer` once: `what` names it in the error. */
export function claimOnce<W>(what: string, writer: W): () => W {
  let claimed = false;
  return () => {
    if (claimed) throw new WriterAlreadyClaimedError(`${what} has one writer and it is already claimed`);
    claimed = true;
    return writer;
  };
}
