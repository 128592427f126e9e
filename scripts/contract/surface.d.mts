export function readSurface(root: string, options?: { entry?: string; tsconfig?: string }): Record<string, string>;
