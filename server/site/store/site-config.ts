/**
 * Site config rows (`site_config` + localized overrides in `site_config_i18n`). Every coupon placed
 * reads the config, so a read is cached per language and parsed again only when `site_config_version`
 * (bumped by triggers on every change, whoever writes) moved; every caller gets the same frozen
 * object.
 */
import type { Db } from '../../db/open';

export interface SiteConfigStore {
  /** All keys with the overrides for `lang` applied (frozen: shared by every reader). Values are unvalidated JSON. */
  read(lang?: string): Readonly<Record<string, unknown>>;
  /**
   * Merges `patch` into the config. Without `lang` the values become the base values and any
   * localized overrides of those keys are removed (the new value then applies to every language);
   * with `lang` they become overrides for that language only.
   */
  merge(patch: Readonly<Record<string, unknown>>, lang?: string): void;
  /** The per-language values of `key`: lang → value. */
  overridesOf(key: string): Record<string, unknown>;
  /** Replaces every per-language value of `key` with `values` (lang → value; {} removes them all). */
  replaceOverrides(key: string, values: Readonly<Record<string, unknown>>): void;
}

interface Row {
  key: string;
  value: string;
}

/** Freezes a parsed JSON value in place: a caller that changed a cached value would change every later read. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createSiteConfigStore(db: Db): SiteConfigStore {
  const selectBase = db.prepare<[], Row>('SELECT key, value FROM site_config');
  const selectLocalized = db.prepare<[string], Row>('SELECT key, value FROM site_config_i18n WHERE lang = ?');
  const upsertBase = db.prepare<[string, string]>(
    'INSERT INTO site_config (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const deleteOverrides = db.prepare<[string]>('DELETE FROM site_config_i18n WHERE key = ?');
  const upsertLocalized = db.prepare<[string, string, string]>(
    'INSERT INTO site_config_i18n (key, lang, value) VALUES (?, ?, ?) ON CONFLICT (key, lang) DO UPDATE SET value = excluded.value',
  );

  const selectOverrides = db.prepare<[string], { lang: string; value: string }>('SELECT lang, value FROM site_config_i18n WHERE key = ? ORDER BY lang');
  const insertLocalized = db.prepare<[string, string, string]>('INSERT INTO site_config_i18n (key, lang, value) VALUES (?, ?, ?)');

  const version = db.prepare<[], { n: number }>('SELECT n FROM site_config_version');
  const cache = new Map<string, { version: number; config: Readonly<Record<string, unknown>> }>();

  const parse = (lang: string | undefined): Record<string, unknown> => {
    const config: Record<string, unknown> = {};
    for (const row of selectBase.all()) config[row.key] = JSON.parse(row.value) as unknown;
    if (lang !== undefined) {
      for (const row of selectLocalized.all(lang)) config[row.key] = JSON.parse(row.value) as unknown;
    }
    return config;
  };

  const mergeTx = db.transaction((patch: Readonly<Record<string, unknown>>, lang: string | undefined) => {
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      const json = JSON.stringify(value);
      if (lang === undefined) {
        upsertBase.run(key, json);
        deleteOverrides.run(key);
      } else {
        upsertLocalized.run(key, lang, json);
      }
    }
  });

  const replaceTx = db.transaction((key: string, values: Readonly<Record<string, unknown>>) => {
    deleteOverrides.run(key);
    for (const [lang, value] of Object.entries(values)) insertLocalized.run(key, lang, JSON.stringify(value));
  });

  return {
    read(lang) {
      const now = version.get()?.n ?? -1;
      const key = lang ?? '';
      const hit = cache.get(key);
      if (hit && hit.version === now) return hit.config;
      const config = deepFreeze(parse(lang));
      cache.set(key, { version: now, config });
      return config;
    },
    merge(patch, lang) {
      mergeTx(patch, lang);
    },
    overridesOf(key) {
      return Object.fromEntries(selectOverrides.all(key).map((row) => [row.lang, JSON.parse(row.value) as unknown]));
    },
    replaceOverrides(key, values) {
      replaceTx(key, values);
    },
  };
}
