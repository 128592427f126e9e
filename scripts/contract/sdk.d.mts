export const SDK_PEERS: string[];
export function buildPlatformSdk(root: string, outDir?: string): Promise<{ version: string; dir: string }>;
