/** Types of the kit's development server (serve.mjs). */
export interface DevServer {
  origin: string;
  rebuild(): Promise<void>;
  close(): Promise<void>;
}
export function overrideLine(name: string, origin: string): string;
export function startDevServer(dir: string, options?: { port?: number; host?: string; onBuild?: (result: unknown) => void }): Promise<DevServer>;
