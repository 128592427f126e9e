/** Types of the kit's build (build.mjs). */
export interface BuiltModule {
  name: string;
  url: string;
  integrity: Record<string, string>;
  entryFile: string;
  files: string[];
  manifest: { files: string[]; modules: string[]; requires?: Record<string, string> };
  serverView?: string;
}
export function buildProject(dir: string, options?: { production?: boolean; publicPath?: string; outDir?: string; banner?: string }): Promise<BuiltModule>;
export function uploadableFiles(outDir: string): Promise<string[]>;
