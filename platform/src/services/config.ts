/**
 * Config service calls (shell spec §7): site config, config groups (cached 10 minutes in local
 * storage under 'cg-' + groups, shell spec §9), the redirect service and the block service.
 */
import * as v from 'valibot';
import { api } from '../api/shared-client';
import {
  BlockResponseSchema,
  BlockingReasonsGroupSchema,
  ConfigGroupsResponseSchema,
  MaintenanceGroupSchema,
  RedirectResponseSchema,
  SiteConfigSchema,
  type BlockingReason,
  type MaintenanceConfig,
  type RedirectResponse,
  type SiteConfig,
} from '../schemas/config';
import { NO_SITE_CONFIG, setSiteConfig, setSiteConfigStatus } from '../stores/site-config';
import { getWebStorage, readStored, writeStored } from '../storage/web-storage';
import { takePreloaded } from '../env/preload';

const CONFIG_RETRY = { times: 5, delayMs: 1000 } as const;
const REDIRECT_RETRY = { times: 5, delayMs: 1000 } as const;
const BLOCK_RETRY = { times: 2, delayMs: 100 } as const;
const GROUP_CACHE_MS = 10 * 60 * 1000;

/** Loads the site config into the store. Throws Error('no site config') after the retries. */
export async function loadSiteConfig(lang: string, country?: string): Promise<SiteConfig> {
  const preloaded = country === undefined ? takePreloaded('siteConfig', lang, SiteConfigSchema) : null;
  if (preloaded) {
    setSiteConfig(preloaded);
    return preloaded;
  }
  setSiteConfigStatus('loading');
  try {
    const config = await api.request({
      service: 'bff',
      path: 'config/all.json',
      query: { lang },
      headers: country ? { 'x-country': country } : {},
      schema: SiteConfigSchema,
      retry: CONFIG_RETRY,
    });
    setSiteConfig(config);
    return config;
  } catch (err) {
    setSiteConfigStatus('error');
    console.error(NO_SITE_CONFIG, err);
    throw new Error(NO_SITE_CONFIG, { cause: err });
  }
}

const CachedGroupsSchema = v.object({ at: v.number(), groups: v.record(v.string(), v.unknown()) });

/** Config groups, from the local cache when it is younger than 10 minutes. */
export async function loadConfigGroups(groups: readonly string[], lang: string, now = Date.now()): Promise<Record<string, unknown>> {
  const key = `cg-${[...groups].sort().join(',')}-${lang}`;
  const storage = getWebStorage('local');
  const cached = readStored(storage, key, CachedGroupsSchema);
  if (cached && now - cached.at < GROUP_CACHE_MS) return cached.groups;
  const reply = await api.request({
    service: 'bff',
    path: 'config/group/get',
    query: { groups: groups.join(','), lang },
    schema: ConfigGroupsResponseSchema,
    retry: CONFIG_RETRY,
  });
  writeStored(storage, key, { at: now, groups: reply.groups });
  return reply.groups;
}

/** Maintenance config and the blocking-reason table; fresh (not cached) because they gate the site. */
export async function loadGateConfig(lang: string): Promise<{ maintenance: MaintenanceConfig | null; reasons: BlockingReason[] }> {
  const maintenance = takePreloaded('group:maintenance', lang, v.nullable(MaintenanceGroupSchema));
  const reasons = takePreloaded('group:blocking-reasons', lang, BlockingReasonsGroupSchema);
  if (maintenance !== null && reasons !== null) return { maintenance, reasons };
  const reply = await api.request({
    service: 'bff',
    path: 'config/group/get',
    query: { groups: 'maintenance,blocking-reasons', lang },
    schema: ConfigGroupsResponseSchema,
    cache: 'no-store',
    retry: CONFIG_RETRY,
  });
  const fetchedMaintenance = v.safeParse(MaintenanceGroupSchema, reply.groups['maintenance']);
  const fetchedReasons = v.safeParse(BlockingReasonsGroupSchema, reply.groups['blocking-reasons']);
  return {
    maintenance: fetchedMaintenance.success ? fetchedMaintenance.output : null,
    reasons: fetchedReasons.success ? fetchedReasons.output : [],
  };
}

/** The redirect service; a failed reply is logged and ignored (null). */
export async function checkRedirect(url: string): Promise<RedirectResponse | null> {
  try {
    return await api.request({
      service: 'redirects',
      path: 'api/v1/redirect-light',
      method: 'POST',
      body: { url },
      schema: RedirectResponseSchema,
      retry: REDIRECT_RETRY,
    });
  } catch (err) {
    console.warn('redirect service failed; ignored', err);
    return null;
  }
}

/** The block service: the blocking reason for this visitor (0 when not blocked). Failures count as not blocked. */
export async function checkBlock(url: string, auth: boolean, lang?: string): Promise<number> {
  const preloaded = lang === undefined || auth ? null : takePreloaded('block', lang, BlockResponseSchema.entries.data);
  if (preloaded) return preloaded.displayTypeId;
  try {
    const reply = await api.request({
      service: 'blocks',
      path: 'api/v2/block',
      method: 'POST',
      body: { auth, url },
      schema: BlockResponseSchema,
      retry: BLOCK_RETRY,
    });
    return reply.data.displayTypeId;
  } catch (err) {
    console.warn('block service failed; treated as not blocked', err);
    return 0;
  }
}

/** Blocking reason → special page (shell spec §4), from the table served by the config group. */
export function blockPageFor(reason: number, reasons: readonly BlockingReason[]): BlockingReason['page'] | null {
  if (reason <= 0) return null;
  return reasons.find((r) => r.reason === reason)?.page ?? 'block';
}
