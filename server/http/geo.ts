/**
 * The requester's country: header `x-country`, else cookie `geo` (parsed by @fastify/cookie); two
 * letters, upper-cased. In a real deployment the edge sets the header from GeoIP; locally tests and
 * demos set it.
 *
 * The header is parsed strictly. A proxy that appends to it makes a comma-separated list
 * (`x-country: UA, RU`, or the header repeated): the **last** entry is the one the nearest proxy, our
 * edge, added, so it is the country for content (currency, country id). Blocking fails closed: the
 * request is blocked when **any** entry is a blocked country. Any entry that is not two letters makes
 * the header invalid: the block service refuses it (400), so the site fails closed.
 */
import type { FastifyRequest } from 'fastify';

const COUNTRY = /^[A-Za-z]{2}$/;

export type CountryRead =
  | { ok: true; country: string | undefined; /** Every listed country, in order (the block check looks at each). */ all: readonly string[] }
  | { ok: false; detail: string };

/** The country of an `x-country` header value (see above); `{ ok: true, country: undefined }` when absent or empty. */
export function parseCountryHeader(header: string | readonly string[] | undefined): CountryRead {
  if (header === undefined) return { ok: true, country: undefined, all: [] };
  const entries = (typeof header === 'string' ? [header] : header).flatMap((value) => value.split(',')).map((entry) => entry.trim());
  if (entries.every((entry) => entry === '')) return { ok: true, country: undefined, all: [] };
  const bad = entries.find((entry) => !COUNTRY.test(entry));
  if (bad !== undefined) return { ok: false, detail: `x-country must be a two-letter country code (got "${bad.slice(0, 16)}")` };
  const all = entries.map((entry) => entry.toUpperCase());
  return { ok: true, country: all.at(-1), all };
}

/** The country of the request: the header when it is there and valid, else the `geo` cookie. */
export function readCountryStrict(request: FastifyRequest): CountryRead {
  const header = parseCountryHeader(request.headers['x-country']);
  if (!header.ok || header.country !== undefined) return header;
  const fromCookie = request.cookies['geo']?.trim();
  const country = fromCookie && COUNTRY.test(fromCookie) ? fromCookie.toUpperCase() : undefined;
  return { ok: true, country, all: country ? [country] : [] };
}

/** The country for what only adapts content (currency, country id): an invalid header counts as no country. */
export function readCountry(request: FastifyRequest): string | undefined {
  const read = readCountryStrict(request);
  return read.ok ? read.country : undefined;
}

export interface GeoProfile {
  geoCountryId: number;
  geoCurrency: string;
}

/** Demo country ids and currencies; countries not listed keep the site-config defaults. */
const PROFILES: Readonly<Record<string, GeoProfile>> = {
  RU: { geoCountryId: 1, geoCurrency: 'RUB' },
  UA: { geoCountryId: 2, geoCurrency: 'UAH' },
  KZ: { geoCountryId: 3, geoCurrency: 'KZT' },
  AZ: { geoCountryId: 4, geoCurrency: 'AZN' },
  BY: { geoCountryId: 5, geoCurrency: 'BYN' },
  GB: { geoCountryId: 6, geoCurrency: 'GBP' },
  IE: { geoCountryId: 7, geoCurrency: 'EUR' },
  DE: { geoCountryId: 8, geoCurrency: 'EUR' },
  US: { geoCountryId: 9, geoCurrency: 'USD' },
};

export function geoProfile(country: string | undefined): GeoProfile | undefined {
  return country === undefined ? undefined : PROFILES[country];
}
