export function sourceMapDir(distDir: string): string;
export function buildClassicScript(opts: { entry: string; dist: string; file: string; production: boolean; options?: Record<string, unknown> }): Promise<string>;
