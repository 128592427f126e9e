/** Types of the kit's development server (serve.mjs). */
export interface DevServer {
  origin: string;
  rebuild(): Promise<void>;
  close(): Promise<void>;
}
export function overrideLine(name: string, origin: string): string;
export function startDevServer(dir: string, options?: { port?: number; host?: string; site?: string; onBuild?: (result: unknown) => void }): Promise<DevServer>;
export function developmentPage(name: string, origin: string, site: string, lang: 'en' | 'ru'): string;
