/** Types of what tests import from the module generator (scripts/new-module.mjs). */
export interface NewModuleOptions {
  name: string;
  scope: string;
  short: string;
  out: string;
  lock: boolean;
}
export function parseArgs(argv: readonly string[]): NewModuleOptions;
export function createModule(options: NewModuleOptions, log?: (line: string) => void): Promise<{ out: string; pkg: Record<string, unknown> }>;
