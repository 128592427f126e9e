/**
 * The site's icon set: one `.kk-icon--<name>` class per SVG in root-config/src/styles/icons/, built into
 * the versioned icon stylesheet (scripts/build/ui-styles.mjs). A test keeps this list and the folder equal.
 * An unknown name is logged and draws nothing (account spec §8: "an unknown route icon in the main menu
 * is logged").
 */
export const ICON_NAMES = [
  'casino',
  'cyber',
  'line',
  'live',
  'live-casino',
  'promotions',
  'results',
  'telegram',
  'toto',
  'vk',
  'whatsapp',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(ICON_NAMES);

export function isIconName(name: string): name is IconName {
  return KNOWN.has(name);
}

/** The icon's class list, or null (logged with `where`, e.g. "main menu") for a name the set lacks. */
export function iconClassName(name: string, where: string): string | null {
  if (isIconName(name)) return `kk-icon kk-icon--${name}`;
  console.error(`unknown ${where} icon`, name);
  return null;
}
