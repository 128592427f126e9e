/**
 * The signed-in player's favourite games (a nanostores atom): loaded when a player signs in, emptied
 * on sign-out, toggled optimistically and put back when the server refuses.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { $session, errorText, notify } from '@kickoff/platform';
import { catalogueCalls } from './calls';

const favourites = atom<ReadonlySet<number> | null>(null);
/** The favourite game ids, or null before they are loaded (or for a guest). */
export const $favouriteIds: ReadableAtom<ReadonlySet<number> | null> = favourites;

let loadedFor: number | null = null;
let watching = false;

/** Starts following the session (idempotent): loads the ids for a player, forgets them for a guest. */
export function followFavourites(): void {
  if (watching) return;
  watching = true;
  $session.subscribe(({ userId }) => {
    if (userId === loadedFor) return;
    loadedFor = userId;
    favourites.set(null);
    if (userId === null) return;
    catalogueCalls.favouriteIds().then(
      (ids) => {
        if (loadedFor === userId) favourites.set(new Set(ids));
      },
      () => undefined, // the stars stay hidden; the next sign-in tries again
    );
  });
}

/** Adds or removes a favourite; the star changes at once and goes back if the call fails. */
export async function toggleFavourite(id: number): Promise<void> {
  const before = favourites.get();
  if (!before) return;
  // The player whose list this is: a reply that comes after sign-out (or another sign-in) is dropped.
  const owner = loadedFor;
  const adding = !before.has(id);
  const next = new Set(before);
  if (adding) next.add(id);
  else next.delete(id);
  favourites.set(next);
  try {
    const reply = await (adding ? catalogueCalls.addFavourite(id) : catalogueCalls.removeFavourite(id));
    if (loadedFor === owner) favourites.set(new Set(reply.ids));
  } catch (error) {
    if (loadedFor !== owner) return;
    // Undo this toggle only (another toggle may have changed the list meanwhile).
    const now = new Set(favourites.get() ?? []);
    if (adding) now.delete(id);
    else now.add(id);
    favourites.set(now);
    notify({ severity: 'error', text: errorText(error) });
  }
}
