export type Rgba = readonly [number, number, number, number];
/** 'rounded': transparent corners (manifest `any`); 'full-bleed': opaque square (Apple touch); 'maskable': opaque, mark in the safe zone. */
export type IconShape = 'rounded' | 'full-bleed' | 'maskable';
export interface IconGeometry {
  size: number;
  shape: IconShape;
  center: number;
  cornerRadius: number;
  ballRadius: number;
  patch: Array<[number, number]>;
}
export const PNG_SIGNATURE: Buffer;
export const ICON_DESIGN: Readonly<{
  background: Rgba;
  ball: Rgba;
  patch: Rgba;
  cornerRadius: number;
  ballRadius: Readonly<Record<IconShape, number>>;
  patchRadius: number;
  safeZoneRadius: number;
}>;
export function crc32(bytes: Uint8Array): number;
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer;
export function pentagon(cx: number, cy: number, radius: number): Array<[number, number]>;
export function iconGeometry(size: number, shape?: IconShape): IconGeometry;
export function drawAppIcon(size: number, shape?: IconShape): Uint8Array;
export function appIconPng(size: number, shape?: IconShape): Buffer;
export function appIconSvg(): string;
