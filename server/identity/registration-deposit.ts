/**
 * Pay-and-play registration starts a deposit through the payments service's provider flow; identity
 * registers before payments, so the payments service provides the starter at start-up
 * (`app.registrationDeposits.provide(starter)`) and the registration route calls it. No registration
 * credits money: the starter only creates a `created` deposit and answers the provider page.
 */

export interface RegistrationDepositStarter {
  /** Why the amount cannot be deposited in this currency (checked before the player is created), or null. */
  refusal(iso: string, amount: number): string | null;
  /** Starts the deposit of a player just registered: the payment id and the provider page to go to. */
  start(input: { userId: number; accountId: number; amount: number; lng: 'ru' | 'en' }): { paymentId: number; redirectUrl: string };
}

export interface RegistrationDeposits {
  provide(starter: RegistrationDepositStarter): void;
  /** The starter, or null while no payments service provided one. */
  starter(): RegistrationDepositStarter | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How pay-and-play registration starts its deposit (provided by the payments service). */
    registrationDeposits: RegistrationDeposits;
  }
}

export function createRegistrationDeposits(): RegistrationDeposits {
  let current: RegistrationDepositStarter | null = null;
  return {
    provide: (starter) => {
      current = starter;
    },
    starter: () => current,
  };
}

/** The page language of a request from its Referer path (`/en/...`), default Russian. */
export function refererLang(referer: string | undefined): 'ru' | 'en' {
  if (!referer) return 'ru';
  try {
    return new URL(referer, 'http://x').pathname.split('/')[1] === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
}
