// Home shell-page latency under load (issue 25 item 4): GET /ru as a browser asks for it (Accept: text/html,
// a visitor past the age gate, gzip/brotli accepted) at 50 concurrent visitors, p99 under 150 ms, printed
// with its ratio to a static file of similar size answered by the same server under the same load.
//
// Method: the production build served by the reference server (production mode). One GET /ru gives the
// page's size on the wire; the baseline is the /dist file whose transferred size (its .br sibling when the
// build precompressed one, as the server then sends it) is closest. The load generator is node:http: 50
// visitors, each on its own keep-alive connection (an Agent with one socket), each sending its requests one
// after another and reading every body to its end; latency is from sending the request to the body's end.
// A warm-up round of each kind, then ROUNDS measured rounds alternating page, file, page, file… (so a noisy
// neighbour hits both), REQUESTS_PER_VISITOR requests per visitor per round. Rows: the pooled p99 of the
// page (budget 150 ms) and the ratio page p99 / file p99; the note has p50s, throughput and sizes.
// Whatever /ru returns (today a template shell, later a streamed server render) is measured as it comes.
//
//   node scripts/bench/shell-latency.mjs     builds for production and prints the rows on its own
import { existsSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PRODUCTION_DIST, startServer } from '../lib/first-visit.mjs';
import { root } from '../lib/setup.mjs';
import { buildProductionSite, isMainModule, pastAgeGateCookieHeader, percentile, printRows } from './site-visits.mjs';

export const VISITORS = 50;
export const REQUESTS_PER_VISITOR = 20;
export const ROUNDS = 5;
export const P99_BUDGET_MS = 150;
const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br', cookie: pastAgeGateCookieHeader };

/** One GET read to its end: { ms, status, bytes } (bytes as transferred). */
function get(url, agent) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.get(url, { agent, headers: BROWSER_HEADERS }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ ms: performance.now() - start, status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** The files a /dist request can name (no compressed siblings, maps or the unserved shell template). */
function distFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return distFiles(path.join(dir, entry.name), rel);
    return /\.(?:br|gz|map)$/.test(entry.name) || rel === 'index.html' ? [] : [rel];
  });
}

/** The dist file whose size on the wire (brotli sibling first, then gzip, as the server picks) is closest to `bytes`. */
function staticFileOfSize(bytes) {
  const dist = path.join(root, PRODUCTION_DIST);
  const wireSize = (rel) => {
    const file = path.join(dist, rel);
    const sent = [`${file}.br`, `${file}.gz`, file].find((candidate) => existsSync(candidate)) ?? file;
    return statSync(sent).size;
  };
  const [best] = distFiles(dist)
    .map((rel) => ({ rel, size: wireSize(rel) }))
    .sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return `/dist/${best.rel}`;
}

/** One round: every visitor sends `perVisitor` requests one after another. Returns { latencies, wallMs, statuses }. */
async function round(url, agents, perVisitor) {
  const latencies = [];
  const statuses = {};
  const start = performance.now();
  await Promise.all(
    agents.map(async (agent) => {
      for (let i = 0; i < perVisitor; i++) {
        const r = await get(url, agent);
        latencies.push(r.ms);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    }),
  );
  return { latencies, wallMs: performance.now() - start, statuses };
}

function summary(rounds) {
  const sorted = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const wallMs = rounds.reduce((n, r) => n + r.wallMs, 0);
  const statuses = {};
  for (const r of rounds) for (const [code, n] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), throughput: sorted.length / (wallMs / 1000), statuses };
}

/**
 * Runs the benchmark against a server already serving PRODUCTION_DIST at `url`.
 * Returns { page: { path, bytes, p50, p99, throughput, statuses }, file: { … } }.
 */
export async function runShellLatencyBench(url) {
  const pagePath = '/ru';
  const agents = Array.from({ length: VISITORS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  try {
    const first = await get(`${url}${pagePath}`, agents[0]);
    if (first.status !== 200) throw new Error(`GET ${pagePath} answered ${first.status}`);
    const filePath = staticFileOfSize(first.bytes);
    const fileBytes = (await get(`${url}${filePath}`, agents[0])).bytes;
    const pageRounds = [];
    const fileRounds = [];
    await round(`${url}${pagePath}`, agents, 2);
    await round(`${url}${filePath}`, agents, 2);
    for (let i = 0; i < ROUNDS; i++) {
      pageRounds.push(await round(`${url}${pagePath}`, agents, REQUESTS_PER_VISITOR));
      fileRounds.push(await round(`${url}${filePath}`, agents, REQUESTS_PER_VISITOR));
    }
    return { page: { path: pagePath, bytes: first.bytes, ...summary(pageRounds) }, file: { path: filePath, bytes: fileBytes, ...summary(fileRounds) } };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** Rows for scripts/bench.mjs: [name, value, budget, unit]. */
export function shellLatencyRows(r) {
  return [[`GET /ru p99, ${VISITORS} concurrent (${(r.page.p99 / r.file.p99).toFixed(1)}x static file)`, r.page.p99, P99_BUDGET_MS, 'ms']];
}

/** The informational line: both kinds' p50, p99, throughput and sizes, and the ratio. */
export const shellLatencyNote = (r) => {
  const line = (k) => `${k.path} (${(k.bytes / 1024).toFixed(1)} KB on the wire): p50 ${k.p50.toFixed(1)} ms, p99 ${k.p99.toFixed(1)} ms, ${k.throughput.toFixed(0)} requests/s, answers ${JSON.stringify(k.statuses)}`;
  return `home page under ${VISITORS} concurrent visitors: ${line(r.page)}\n  static file of similar size, same load, same run: ${line(r.file)}\n  page / file: p99 ${(r.page.p99 / r.file.p99).toFixed(2)}x, p50 ${(r.page.p50 / r.file.p50).toFixed(2)}x`;
};

if (isMainModule(import.meta.url)) {
  buildProductionSite();
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8753), distDir: PRODUCTION_DIST });
  try {
    const r = await runShellLatencyBench(server.url);
    console.log(shellLatencyNote(r));
    printRows(shellLatencyRows(r));
  } finally {
    server.stop();
  }
}
