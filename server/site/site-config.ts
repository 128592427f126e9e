/**
 * What the site service offers the other services (decorated as `app.site`): the stored config for a
 * visitor, config groups by name and the block rule of a country. Reads are validated against the contracts.
 */
import { SiteConfigSchema } from '@kickoff/contracts';
import { geoProfile } from '../http/geo';
import { validate, type Validated } from '../http/validate';
import { isKnownGroup, knownGroupSchemas } from './groups';
import type { BlockRule } from './store/block-rules';
import type { SiteStores } from './store/index';

export interface SiteApi {
  /** The stored config with the overrides of `lang` applied (unvalidated JSON). */
  storedConfig(lang?: string): Readonly<Record<string, unknown>>;
  /** The site config for a language with the requester's geo profile applied, validated. */
  configFor(lang: string | undefined, country: string | undefined): Validated<typeof SiteConfigSchema>;
  /** Stored config groups by name; known groups that fail their schema are left out (and reported). */
  groups(names: readonly string[], onInvalid: (name: string, detail: string) => void): Record<string, unknown>;
  /** The block rule of a country (undefined: not blocked or no country). */
  blockRule(country: string | undefined): BlockRule | undefined;
  /** The first block rule among the countries a request lists (fail closed: any blocked country blocks). */
  blockRuleOf(countries: readonly string[]): BlockRule | undefined;
}

export function createSiteApi(stores: SiteStores): SiteApi {
  return {
    storedConfig: (lang) => stores.siteConfig.read(lang),
    configFor(lang, country) {
      // The stored config is shared and frozen: the country's profile goes into a copy.
      return validate(SiteConfigSchema, { ...stores.siteConfig.read(lang), ...geoProfile(country) });
    },
    groups(names, onInvalid) {
      const groups: Record<string, unknown> = {};
      for (const [name, value] of stores.groups.get(names)) {
        if (!isKnownGroup(name)) {
          groups[name] = value;
          continue;
        }
        const checked = validate(knownGroupSchemas[name], value);
        if (checked.ok) groups[name] = checked.value;
        else onInvalid(name, checked.detail);
      }
      return groups;
    },
    blockRule: (country) => (country === undefined ? undefined : stores.blockRules.find(country)),
    blockRuleOf(countries) {
      for (const country of countries) {
        const rule = stores.blockRules.find(country);
        if (rule) return rule;
      }
      return undefined;
    },
  };
}
