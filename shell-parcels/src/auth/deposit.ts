/**
 * The pay-and-play deposit named by the registration reply (pure): its amount in the page
 * language followed by the currency code ("1,500.5 RUB", "1 500,5 RUB").
 */
export interface RegistrationDeposit {
  amount: number;
  currencyId: number;
  iso: string;
  /** The deposit payment the registration started with the provider. */
  paymentId: number;
  /** The provider page where the player pays it (a path of this site). */
  redirectUrl: string;
}

export function depositText(deposit: Pick<RegistrationDeposit, 'amount' | 'iso'>, lang: string): string {
  let amount: string;
  try {
    amount = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(deposit.amount);
  } catch {
    amount = String(deposit.amount);
  }
  return `${amount} ${deposit.iso}`;
}
