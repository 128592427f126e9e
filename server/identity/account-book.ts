/**
 * Opening and closing a player's accounts: the wallet owns the `accounts` table (its balances move only
 * through the ledger), so identity asks it. Identity registers before the wallet, so the wallet
 * provides the book at start-up (`app.accountBook.provide(book)`) and identity's routes call it
 * (registration, adding and removing a currency account).
 */

/** A new, empty account (type 0 main, 4 bonus, 9 currency); `id` only for the demo seed's fixed ids. */
export interface AccountOpening {
  id?: number;
  userId: number;
  type: 0 | 4 | 9;
  currencyId: number;
  createdAt: number;
  visibleAt: number;
}

export interface AccountBook {
  /** Opens an empty account and answers its id. */
  open(account: AccountOpening): number;
  /** Closes an empty account (the caller checked it holds nothing). */
  close(accountId: number): void;
}

export interface AccountBookSlot {
  provide(book: AccountBook): void;
  /** The book the wallet provided (throws when no wallet service is registered). */
  book(): AccountBook;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How identity opens and closes accounts (provided by the wallet service). */
    accountBook: AccountBookSlot;
  }
}

export function createAccountBookSlot(): AccountBookSlot {
  let current: AccountBook | null = null;
  return {
    provide: (book) => {
      current = book;
    },
    book: () => {
      if (!current) throw new Error('no account book: the wallet service is not registered');
      return current;
    },
  };
}
