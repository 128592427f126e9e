/**
 * The demo remote views (development only, like the demo payment provider): what another team's
 * server would answer under the remote-view protocol (`@kickoff/remote-view-contracts/reply`).
 * - `GET /demo-remote-views/landing/<lang>/<path>`: a landing view — a heading, text, the next game of
 *   the line as `<kickoff-event>`, a `<kickoff-coupon>`, a style, and one script (./demo-script.ts)
 *   with its integrity hash.
 * - `GET /demo-remote-views/hostile/<lang>/<path>`: a deliberately hostile view for the tests — inline
 *   and foreign-origin scripts, a same-origin script without integrity, `onerror`/`onclick`
 *   attributes, a `javascript:` link, a stylesheet from a foreign origin, a `</style>` breakout, `codeToEval`.
 * Both answer only `mf-render-mode: json` with `mf-api-version: 1` (406 otherwise).
 */
import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSION, API_VERSION_HEADER, RENDER_MODE, RENDER_MODE_HEADER, RemoteViewReplySchema, type RemoteViewReply } from '@kickoff/remote-view-contracts/reply';
import { DEMO_SCRIPT, DEMO_SCRIPT_INTEGRITY, DEMO_SCRIPT_PATH } from './demo-script';

export const DEMO_VIEWS_BASE = '/demo-remote-views';
export const LANDING_VIEW = `${DEMO_VIEWS_BASE}/landing`;
export const HOSTILE_VIEW = `${DEMO_VIEWS_BASE}/hostile`;
/** The foreign origin the hostile view names (never allowed, never contacted). */
export const FOREIGN_ORIGIN = 'https://evil.example';

type Lang = 'ru' | 'en';
const langOf = (path: string): Lang => (path.split('/')[1] === 'en' ? 'en' : 'ru');

const NextGameSchema = v.object({
  games: v.array(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), team1: v.string(), team2: v.string(), startAt: v.number() })),
});

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const TEXTS = {
  ru: {
    title: 'Дерби недели — Kickoff',
    heading: 'Дерби недели',
    lead: 'Эту страницу собрал сервер другой команды: она пришла удалённым представлением и живёт внутри Kickoff.',
    starts: 'До начала',
    none: 'Сейчас в линии нет матчей.',
    coupon: 'Ваш купон',
  },
  en: {
    title: 'Derby of the week — Kickoff',
    heading: 'Derby of the week',
    lead: "Another team's server built this page: it arrived as a remote view and lives inside Kickoff.",
    starts: 'Starts in',
    none: 'No games in the line right now.',
    coupon: 'Your coupon',
  },
} as const;

/** The next game of the line, from the feed's own public call (null when there is none). */
async function nextGame(app: FastifyInstance, lang: Lang): Promise<v.InferOutput<typeof NextGameSchema>['games'][number] | null> {
  const res = await app.inject({ method: 'GET', url: `/web-api/feed/games?section=line&limit=1&lng=${lang}` });
  if (res.statusCode !== 200) return null;
  const parsed = v.safeParse(NextGameSchema, res.json());
  return parsed.success ? (parsed.output.games[0] ?? null) : null;
}

export async function landingView(app: FastifyInstance, path: string): Promise<RemoteViewReply> {
  const lang = langOf(path);
  const text = TEXTS[lang];
  const game = await nextGame(app, lang);
  const gameBlock = game
    ? `<h2>${escapeHtml(game.team1)} — ${escapeHtml(game.team2)}</h2>
<p class="derby__countdown">${text.starts} <time data-countdown-to="${game.startAt * 1000}" datetime="${new Date(game.startAt * 1000).toISOString()}"></time></p>
<kickoff-event game-id="${game.id}"></kickoff-event>`
    : `<p>${text.none}</p>`;
  return {
    appName: 'derby-landing',
    title: text.title,
    body: `<article class="derby" lang="${lang}">
<h1>${text.heading}</h1>
<p class="derby__lead">${text.lead}</p>
${gameBlock}
<h2>${text.coupon}</h2>
<kickoff-coupon></kickoff-coupon>
</article>`,
    style: '.derby { border-left: 4px solid hsl(210 70% 45%); padding: 0 1rem; }\n.derby__lead { font-size: 1.125rem; }\n.derby__countdown time { font-variant-numeric: tabular-nums; font-weight: 600; }',
    cssToLoad: [],
    scriptsToLoad: [{ src: DEMO_SCRIPT_PATH, integrity: DEMO_SCRIPT_INTEGRITY }],
    head: '<meta name="description" content="Derby of the week">',
  };
}

export function hostileView(path: string): RemoteViewReply {
  const lang = langOf(path);
  return {
    appName: 'hostile-demo',
    title: lang === 'en' ? 'Hostile view — Kickoff' : 'Враждебное представление — Kickoff',
    body: `<h1 id="hostile-heading">${lang === 'en' ? 'A view that tries too much' : 'Представление, которое пытается слишком много'}</h1>
<img src="/no-such-image.png" alt="" onerror="window.__kickoffPwned = 'onerror'">
<p onclick="window.__kickoffPwned = 'onclick'">${lang === 'en' ? 'Only this text should remain.' : 'Должен остаться только этот текст.'}</p>
<a href="javascript:window.__kickoffPwned='href'">link</a>
<script>window.__kickoffPwned = 'inline'</script>
<kickoff-coupon onclick="window.__kickoffPwned = 'element'"></kickoff-coupon>`,
    style: 'h1 { color: rgb(180, 0, 0); } </style><script>window.__kickoffPwned = "style"</script><style> body { display: none; }',
    cssToLoad: [`${FOREIGN_ORIGIN}/steal.css`],
    scriptsToLoad: [
      { src: `${FOREIGN_ORIGIN}/steal.js`, integrity: DEMO_SCRIPT_INTEGRITY },
      { src: DEMO_SCRIPT_PATH },
    ],
    head: `<meta http-equiv="refresh" content="0;url=${FOREIGN_ORIGIN}"><script>window.__kickoffPwned = 'head'</script><link rel="stylesheet" href="${FOREIGN_ORIGIN}/head.css">`,
    codeToEval: "window.__kickoffPwned = 'codeToEval'",
  };
}

/** Whether the request speaks the protocol: `mf-render-mode: json` and `mf-api-version: 1`. */
export const speaksProtocol = (request: FastifyRequest): boolean =>
  request.headers[RENDER_MODE_HEADER] === RENDER_MODE && request.headers[API_VERSION_HEADER] === API_VERSION;

function sendView(reply: FastifyReply, view: RemoteViewReply): FastifyReply {
  // Checked against the contract, so a demo view never drifts from the protocol the renderer expects.
  return reply.header('cache-control', 'no-store').header('vary', `${RENDER_MODE_HEADER}, ${API_VERSION_HEADER}`).send(v.parse(RemoteViewReplySchema, view));
}

const notProtocol = (reply: FastifyReply): FastifyReply =>
  reply.code(406).header('cache-control', 'no-store').send({ errors: [{ status: '406', code: 'remote_view_protocol', title: `Ask with ${RENDER_MODE_HEADER}: ${RENDER_MODE} and ${API_VERSION_HEADER}: ${API_VERSION}` }] });

export function registerDemoViews(app: FastifyInstance): void {
  const viewPath = (request: FastifyRequest, base: string): string => request.url.split('?')[0]!.slice(base.length) || '/';
  app.get(`${LANDING_VIEW}/*`, async (request, reply) => (speaksProtocol(request) ? sendView(reply, await landingView(app, viewPath(request, LANDING_VIEW))) : notProtocol(reply)));
  app.get(`${HOSTILE_VIEW}/*`, async (request, reply) => (speaksProtocol(request) ? sendView(reply, hostileView(viewPath(request, HOSTILE_VIEW))) : notProtocol(reply)));
  app.get(DEMO_SCRIPT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').header('cross-origin-resource-policy', 'cross-origin').send(DEMO_SCRIPT),
  );
}
