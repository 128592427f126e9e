/**
 * Every text folder of the project (a folder holding both `ru.ts` and `en.ts`), found by walking the
 * module sources so none is forgotten, and their bundles.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const SOURCE_ROOTS = ['platform', 'platform-wallet', 'root-config', 'shell-parcels', 'coupon-parcel', 'office-parcel', 'apps', 'embeds', 'remote-view'];
export const ROOT = path.resolve(import.meta.dirname, '../..');

function textFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.name === 'ru.ts') && entries.some((e) => e.name === 'en.ts') ? [dir] : [];
  return [...here, ...entries.filter((e) => e.isDirectory() && e.name !== 'node_modules').flatMap((e) => textFolders(path.join(dir, e.name)))];
}

/** The text folders, relative to the root (`shell-parcels/src/i18n`, …). */
export const TEXT_FOLDERS: readonly string[] = SOURCE_ROOTS.filter((r) => {
  try {
    readdirSync(path.join(ROOT, r));
    return true;
  } catch {
    return false;
  }
})
  .flatMap((r) => textFolders(path.join(ROOT, r)))
  .map((d) => path.relative(ROOT, d));

export type Bundle = Record<string, string>;

/** One folder's bundle in one language. */
export async function loadBundle(folder: string, lang: 'ru' | 'en'): Promise<Bundle> {
  return ((await import(path.join(ROOT, folder, `${lang}.ts`))) as { default: Bundle }).default;
}
