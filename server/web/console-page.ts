/**
 * The operator console's page (issue 24): `GET /backoffice` and every `/backoffice/...` path get
 * `<distDir>/backoffice.html` with the environment block, `no-store` (staff pages are never cached) and
 * the console CSP: the shell's, and never framed. The page itself is public (it is the sign-in form); the
 * console's screens load after a staff sign-in and every call they make checks the staff session.
 * A player's visit never requests any of it.
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Env } from '@kickoff/contracts';
import { SHELL_CSP_DIRECTIVES } from '../http/security-headers';
import type { FileCache } from './file-cache';
import { BUILD_MISSING, ENV_PLACEHOLDER, envScript } from './shell-page';

export const CONSOLE_PREFIX = '/backoffice';
export const CONSOLE_PAGE_FILE = 'backoffice.html';

export const CONSOLE_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...Object.fromEntries(Object.entries(SHELL_CSP_DIRECTIVES).map(([name, values]) => [name, [...values]])),
      'frame-ancestors': ["'none'"],
      // A document's scan is shown from a blob: URL the console makes of the staff call's bytes.
      'img-src': [...(SHELL_CSP_DIRECTIVES['img-src'] ?? []), 'blob:'],
    },
  },
};

export interface ConsolePageOptions {
  distDir: string;
  env: Env;
  files: FileCache;
}

export function registerConsolePage(app: FastifyInstance, opts: ConsolePageOptions): void {
  const file = join(opts.distDir, CONSOLE_PAGE_FILE);
  const script = envScript(opts.env);
  const serve = async (reply: FastifyReply): Promise<FastifyReply> => {
    const source = await opts.files.read(file);
    if (!source) return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(BUILD_MISSING);
    const html = source.body.toString('utf8').replace(ENV_PLACEHOLDER, () => script);
    reply.helmet(CONSOLE_HELMET);
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);
  };
  app.get(CONSOLE_PREFIX, async (_request, reply) => serve(reply));
  app.get(`${CONSOLE_PREFIX}/*`, async (_request, reply) => serve(reply));
}
