export const DEMO_VIDEO: { folder: string; file: string; width: number; height: number; fps: number; seconds: number; maxBytes: number };
export function frameSvg(frame: number): string;
export function vp8Frame(webp: Buffer): Buffer;
export function muxWebm(frames: Buffer[]): Promise<Buffer>;
export function buildDemoVideo(options: { root: string; dist: string; log?: (message: string) => void }): Promise<{ file: string; fromCache: boolean }>;
