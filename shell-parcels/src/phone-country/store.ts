/**
 * The phone country the visitor chose (the phone-country modal, ../welcome/PhoneCountryModal.tsx):
 * a reference country id kept in localStorage (`kickoff.phoneCountry`, validated on read). Phone
 * inputs (registration's phone code) start from it before the geo country. A nanostore, so the modal
 * and the forms share it without importing each other.
 */
import * as v from 'valibot';
import { atom, type ReadableAtom } from 'nanostores';
import { getWebStorage, readStored, writeStored } from '@kickoff/platform';

export const PHONE_COUNTRY_KEY = 'kickoff.phoneCountry';
const CountryIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

const phoneCountry = atom<number | null>(readStored(getWebStorage('local'), PHONE_COUNTRY_KEY, CountryIdSchema) ?? null);

/** The chosen phone country's id, or null. */
export const $phoneCountryId: ReadableAtom<number | null> = phoneCountry;

export function choosePhoneCountry(countryId: number): void {
  phoneCountry.set(countryId);
  writeStored(getWebStorage('local'), PHONE_COUNTRY_KEY, countryId);
}

/** The phone code a phone input starts with: the chosen country's, else the geo country's. */
export function defaultPhoneCode<C extends { id: number; tel_code: string }>(countries: readonly C[], chosenId: number | null, geo: C | undefined): string {
  const chosen = chosenId === null ? undefined : countries.find((c) => c.id === chosenId);
  return (chosen ?? geo)?.tel_code ?? '';
}
