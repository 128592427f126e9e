// Precompression (issue 25 item 2): every text file the server sends from /dist (JavaScript, CSS, SVG, JSON
// such as the PWA icons' data) gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling at build
// time, so the server picks one by Accept-Encoding and never compresses per request (server/web/static.ts).
// Incremental: a sibling newer than its source is kept. Source maps are left alone (developer tools only), and so
// are files under 1 KB (the headers would outweigh the saving) and the HTML templates (the server renders them).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const PRECOMPRESSED_TYPES = ['.js', '.css', '.svg', '.json', '.webmanifest'];
export const MIN_PRECOMPRESS_BYTES = 1024;
export const ENCODED_SUFFIXES = { br: '.br', gzip: '.gz' };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/** Whether a dist file gets compressed siblings. */
export function precompressible(file, size) {
  return PRECOMPRESSED_TYPES.includes(path.extname(file)) && size >= MIN_PRECOMPRESS_BYTES && path.basename(file) !== 'importmap.json';
}

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function fresh(sibling, sourceMtime) {
  try {
    return (await fs.stat(sibling)).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

/** Writes the missing or stale `.br` and `.gz` siblings under `dist`; answers how many files it compressed. */
export async function precompressDist(dist) {
  const work = [];
  for await (const file of walk(dist)) {
    const stat = await fs.stat(file);
    if (!precompressible(file, stat.size)) continue;
    const br = file + ENCODED_SUFFIXES.br;
    const gz = file + ENCODED_SUFFIXES.gzip;
    if ((await fresh(br, stat.mtimeMs)) && (await fresh(gz, stat.mtimeMs))) continue;
    work.push(
      (async () => {
        const body = await fs.readFile(file);
        const [b, g] = await Promise.all([brotli(body, BROTLI_OPTIONS), gzip(body, { level: 9 })]);
        await Promise.all([fs.writeFile(br, b), fs.writeFile(gz, g)]);
      })(),
    );
  }
  await Promise.all(work);
  return work.length;
}
