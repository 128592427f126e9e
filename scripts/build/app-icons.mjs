// The app icons of the PWA manifest (/manifest.json, server/web/manifest.ts) and of the shell page's
// <link rel="icon"> / <link rel="apple-touch-icon"> tags (account spec §7 "Defaults: Apple touch icon
// sizes: 72, 96, 128, 144, 152, 192, 384, 512"), drawn at build time by ./png.mjs into <dist>/icons/:
//   icon-<size>.png              every spec size, a rounded square with transparent corners (manifest `any`);
//   apple-touch-icon-<size>.png  every spec size, an opaque full-bleed square (iOS rounds the corners
//                                itself and would paint transparent corners black);
//   icon-maskable-512.png        an opaque full-bleed square, the mark inside the 80 % safe zone (manifest `maskable`);
//   favicon.svg                  the same mark as an SVG.
// The names are stable (a manifest's icon URLs are stored by the browser at install) and the bytes are
// the same on every build, so the server revalidates them by ETag (server/web/static.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { appIconPng, appIconSvg } from './png.mjs';

/** The spec's icon sizes, in pixels: the one list the build, the manifest and the link tags use. */
export const APP_ICON_SIZES = Object.freeze([72, 96, 128, 144, 152, 192, 384, 512]);
/** The side of the maskable icon. */
export const MASKABLE_ICON_SIZE = 512;
/** Where the icons are served: the build output's icons/ folder. */
export const APP_ICON_BASE = '/dist/icons';

/** The file names, relative to <dist>/icons/. */
export const appIconName = (size) => `icon-${size}.png`;
export const appleTouchIconName = (size) => `apple-touch-icon-${size}.png`;
export const MASKABLE_ICON_NAME = `icon-maskable-${MASKABLE_ICON_SIZE}.png`;
export const FAVICON_NAME = 'favicon.svg';

/** Every icon file: its name under <dist>/icons/ and its bytes, in a fixed order. */
export function appIconFiles() {
  return [
    ...APP_ICON_SIZES.map((size) => ({ name: appIconName(size), bytes: appIconPng(size, 'rounded') })),
    ...APP_ICON_SIZES.map((size) => ({ name: appleTouchIconName(size), bytes: appIconPng(size, 'full-bleed') })),
    { name: MASKABLE_ICON_NAME, bytes: appIconPng(MASKABLE_ICON_SIZE, 'maskable') },
    { name: FAVICON_NAME, bytes: Buffer.from(appIconSvg(), 'utf8') },
  ];
}

/**
 * Writes every icon into `<distDir>/icons/` (created if missing; other files there are left alone)
 * and returns the written paths relative to distDir, e.g. `icons/icon-72.png`.
 */
export async function buildAppIcons(distDir) {
  const dir = path.join(distDir, 'icons');
  await fs.mkdir(dir, { recursive: true });
  const written = [];
  for (const { name, bytes } of appIconFiles()) {
    await fs.writeFile(path.join(dir, name), bytes);
    written.push(`icons/${name}`);
  }
  return written;
}

/** The shell page's icon tags: the SVG favicon, a PNG fallback, and one Apple touch icon per spec size. */
export function appIconLinkTags() {
  return [
    `<link rel="icon" type="image/svg+xml" href="${APP_ICON_BASE}/${FAVICON_NAME}" />`,
    `<link rel="icon" type="image/png" sizes="192x192" href="${APP_ICON_BASE}/${appIconName(192)}" />`,
    ...APP_ICON_SIZES.map((size) => `<link rel="apple-touch-icon" sizes="${size}x${size}" href="${APP_ICON_BASE}/${appleTouchIconName(size)}" />`),
  ].join('\n');
}
