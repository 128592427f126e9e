/**
 * `GET /backoffice/embed-preview?tag=kickoff-event&game-id=42`: the console's live preview of an element,
 * framed by the console (same origin). The element and its attributes are checked against the catalogue
 * (anything else is a 400 page), drawn with the shared snippet builder, and loaded as on a CMS page:
 * SystemJS, the import map and `@kickoff/embeds`. Its CSP allows only same-origin scripts plus the one
 * inline loader line (by hash), and framing by the site's own pages only.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EMBED_PATHS, checkedEmbed } from '@kickoff/backoffice-contracts/embeds';
import { EMBED_LOADER_SCRIPT, elementHtml, loaderHtml } from '@kickoff/backoffice-contracts/embed-snippet';
import { escapeHtml } from '../web/html';

const LOADER_HASH = `'sha256-${createHash('sha256').update(EMBED_LOADER_SCRIPT).digest('base64')}'`;

export const PREVIEW_CSP = [
  "default-src 'self'",
  `script-src 'self' ${LOADER_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

const page = (body: string, head = ''): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Kickoff element preview</title>
${head}
<style>body { margin: 12px; font-family: system-ui, sans-serif; } kickoff-coupon, kickoff-event, kickoff-top-events, kickoff-game-tile, kickoff-game-rail, kickoff-promo, kickoff-login-button, kickoff-module { display: block; }</style>
</head>
<body>
${body}
</body>
</html>
`;

export function registerEmbedPreviewPage(app: FastifyInstance): void {
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(EMBED_PATHS.preview, async (request, reply) => {
    const { tag, ...rest } = request.query;
    const values: Record<string, string> = {};
    let problem: string | null = typeof tag === 'string' ? null : 'tag: the element to preview is required';
    for (const [name, value] of Object.entries(rest)) {
      if (typeof value === 'string') values[name] = value;
      else problem ??= `${name}: give it once`;
    }
    const checked = problem === null && typeof tag === 'string' ? checkedEmbed(tag, values) : null;
    reply.header('content-security-policy', PREVIEW_CSP).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    if (!checked?.ok) {
      const message = problem ?? (checked && !checked.ok ? checked.problem : 'not an element');
      return reply.code(400).send(page(`<p role="alert">${escapeHtml(message)}</p>`));
    }
    // Same origin: the loader's URLs are relative to this page.
    return reply.send(page(elementHtml(checked.embed), loaderHtml('')));
  });
}
