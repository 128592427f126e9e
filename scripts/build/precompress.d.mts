export const PRECOMPRESSED_TYPES: string[];
export const MIN_PRECOMPRESS_BYTES: number;
export const ENCODED_SUFFIXES: { br: string; gzip: string };
export function precompressible(file: string, size: number): boolean;
export function precompressDist(dist: string): Promise<number>;
