/**
 * The requester's country: header `x-country`, else cookie `geo` (parsed by @fastify/cookie); two
 * letters, upper-cased.
 * In a real deployment the edge sets the header from GeoIP; locally tests and demos set it.
 */
import type { FastifyRequest } from 'fastify';

const COUNTRY = /^[A-Za-z]{2}$/;

export function readCountry(request: FastifyRequest): string | undefined {
  const header = request.headers['x-country'];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (fromHeader && COUNTRY.test(fromHeader)) return fromHeader.toUpperCase();
  const fromCookie = request.cookies['geo']?.trim();
  if (fromCookie && COUNTRY.test(fromCookie)) return fromCookie.toUpperCase();
  return undefined;
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
