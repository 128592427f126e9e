export interface VersionedSheet { href: string; integrity: string }
export interface UiStyles { ui: VersionedSheet; icons: VersionedSheet; iconNames: string[] }
export const UI_STYLE_SOURCES: { base: string; icons: string };
export function svgDataUrl(svg: string): string;
export function iconCss(icons: Record<string, string>): string;
export function readIcons(root: string): Promise<Record<string, string>>;
export function buildUiStyles(opts: { root: string; dist: string }): Promise<UiStyles>;
export function withUiStyles(template: string, styles: UiStyles): string;
