/**
 * The game frame page (`GET /casino-frame`): the page the casino's game page loads in an iframe
 * sandboxed with `allow-scripts` only. It holds nothing but the in-game script
 * (/dist/casino-frame/frame.js, apps/casino/frame), which talks to the page through the frame
 * protocol. Its own CSP repeats the sandbox (so opened on its own it still has an opaque origin),
 * allows only that script, and lets only this site frame it.
 */
import type { FastifyInstance } from 'fastify';
import { FRAME_PATH } from '@kickoff/casino-contracts/frame-protocol';

export const FRAME_SCRIPT = '/dist/casino-frame/frame.js';

export const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'sandbox allow-scripts',
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Game</title>
</head>
<body>
<main id="game"></main>
<script src="${FRAME_SCRIPT}"></script>
</body>
</html>
`;

export function registerFramePage(app: FastifyInstance): void {
  app.get(FRAME_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', FRAME_CSP).header('cache-control', 'no-cache').send(PAGE),
  );
}
