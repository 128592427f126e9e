/**
 * The app icons (scripts/build/app-icons.mjs, drawn by scripts/build/png.mjs): every size of account
 * spec §7 ("Apple touch icon sizes: 72, 96, 128, 144, 152, 192, 384, 512") is written, each file is a
 * valid PNG (read here by an independent decoder: signature, chunk CRCs by node:zlib's crc32, IHDR,
 * inflated IDAT size and filter bytes), the pixels are where the design puts them, the maskable icon
 * keeps its mark inside the safe zone, and two builds (one in another process) give the same bytes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import {
  APP_ICON_SIZES,
  FAVICON_NAME,
  MASKABLE_ICON_NAME,
  appIconFiles,
  appIconLinkTags,
  appIconName,
  appleTouchIconName,
  buildAppIcons,
} from '../../scripts/build/app-icons.mjs';
import { crc32, encodePng } from '../../scripts/build/png.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const SPEC_SIZES = [72, 96, 128, 144, 152, 192, 384, 512];
const BLUE = [0x0b, 0x5f, 0xd6, 255];
const WHITE = [255, 255, 255, 255];
const NAVY = [0x0d, 0x1b, 0x2e, 255];
const TRANSPARENT_ALPHA = 0;

interface Png {
  width: number;
  height: number;
  pixel(x: number, y: number): number[];
}

/** Decodes an 8-bit RGBA, non-interlaced PNG whose scanlines all use filter 0, checking everything on the way. */
function decodePng(bytes: Buffer, label: string): Png {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${label}: PNG signature`);
  const chunks: Array<{ type: string; data: Buffer }> = [];
  let at = 8;
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    const stored = bytes.readUInt32BE(at + 8 + length);
    assert.equal(stored, zlibCrc32(bytes.subarray(at + 4, at + 8 + length)), `${label}: CRC of ${type}`);
    chunks.push({ type, data });
    at += 12 + length;
  }
  assert.equal(at, bytes.length, `${label}: no bytes after the last chunk`);
  assert.deepEqual(chunks.map((c) => c.type).filter((t) => t !== 'IDAT'), ['IHDR', 'IEND'], `${label}: chunk order`);
  assert.equal(chunks[0]?.type, 'IHDR', `${label}: IHDR first`);
  assert.equal(chunks.at(-1)?.type, 'IEND', `${label}: IEND last`);
  const ihdr = chunks[0].data;
  assert.equal(ihdr.length, 13);
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  assert.deepEqual([...ihdr.subarray(8)], [8, 6, 0, 0, 0], `${label}: 8-bit RGBA, deflate, filter method 0, no interlace`);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = 1 + width * 4;
  assert.equal(raw.length, height * stride, `${label}: IDAT inflates to height × (1 + width × 4) bytes`);
  for (let y = 0; y < height; y++) assert.equal(raw[y * stride], 0, `${label}: row ${y} filter type`);
  return {
    width,
    height,
    pixel: (x, y) => [...raw.subarray(y * stride + 1 + x * 4, y * stride + 1 + x * 4 + 4)],
  };
}

let built: { dir: string; files: Map<string, Buffer> } | undefined;
/** One build into a temporary dist/ for the tests of this file. */
async function build(): Promise<Map<string, Buffer>> {
  if (!built) {
    const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-icons-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    const written = await buildAppIcons(dir);
    const files = new Map(written.map((file) => [file, readFileSync(path.join(dir, file))]));
    built = { dir, files };
  }
  return built.files;
}

const file = async (name: string): Promise<Buffer> => {
  const bytes = (await build()).get(`icons/${name}`);
  assert.ok(bytes, `icons/${name} written`);
  return bytes;
};

test("APP_ICON_SIZES is the spec's list", () => {
  assert.deepEqual([...APP_ICON_SIZES], SPEC_SIZES);
});

test('every spec size is written as a manifest icon and an Apple touch icon, plus the maskable icon and the SVG', async () => {
  const names = [...(await build()).keys()].sort();
  const expected = [
    ...SPEC_SIZES.map((s) => `icons/icon-${s}.png`),
    ...SPEC_SIZES.map((s) => `icons/apple-touch-icon-${s}.png`),
    'icons/icon-maskable-512.png',
    'icons/favicon.svg',
  ].sort();
  assert.deepEqual(names, expected);
  assert.deepEqual(readdirSync(path.join(built?.dir ?? '', 'icons')).sort(), expected.map((n) => n.slice('icons/'.length)).sort(), 'and nothing else');
  assert.equal(MASKABLE_ICON_NAME, 'icon-maskable-512.png');
  assert.equal(FAVICON_NAME, 'favicon.svg');
});

test('every PNG is valid, of its size, with the designed colours at the corner, the centre, the ball and the edge', async () => {
  const cases = [
    ...SPEC_SIZES.map((size) => ({ name: appIconName(size), size, corner: 'transparent' as const })),
    ...SPEC_SIZES.map((size) => ({ name: appleTouchIconName(size), size, corner: 'blue' as const })),
    { name: MASKABLE_ICON_NAME, size: 512, corner: 'blue' as const },
  ];
  for (const { name, size, corner } of cases) {
    const png = decodePng(await file(name), name);
    assert.equal(png.width, size, `${name} width`);
    assert.equal(png.height, size, `${name} height`);
    const c = Math.floor(size / 2);
    for (const [x, y] of [[0, 0], [size - 1, 0], [0, size - 1], [size - 1, size - 1]] as const) {
      if (corner === 'transparent') assert.equal(png.pixel(x, y)[3], TRANSPARENT_ALPHA, `${name}: corner ${x},${y} transparent`);
      else assert.deepEqual(png.pixel(x, y), BLUE, `${name}: corner ${x},${y} brand blue, opaque`);
    }
    assert.deepEqual(png.pixel(c, c), NAVY, `${name}: the pentagon at the centre`);
    assert.deepEqual(png.pixel(c, c + Math.floor(size / 4)), WHITE, `${name}: the white ball below the pentagon`);
    assert.deepEqual(png.pixel(Math.round(size * 0.05), c), BLUE, `${name}: brand blue at the middle of the left edge`);
  }
});

test('the rounded icons are anti-aliased; the full-bleed ones are opaque everywhere', async () => {
  const rounded = decodePng(await file(appIconName(192)), 'icon-192');
  const apple = decodePng(await file(appleTouchIconName(192)), 'apple-touch-icon-192');
  let partial = 0;
  let blended = 0;
  const pure = new Set([BLUE, WHITE, NAVY].map((p) => p.join()));
  for (let y = 0; y < 192; y++) {
    for (let x = 0; x < 192; x++) {
      const alpha = rounded.pixel(x, y)[3] ?? 0;
      if (alpha > 0 && alpha < 255) partial += 1;
      if (alpha === 255 && !pure.has(rounded.pixel(x, y).join())) blended += 1;
      assert.equal(apple.pixel(x, y)[3], 255, `apple-touch-icon-192 opaque at ${x},${y}`);
    }
  }
  assert.ok(partial > 0, 'the rounded corners have partly transparent edge pixels');
  assert.ok(blended > 0, 'the ball and the pentagon have blended edge pixels');
});

test('the maskable icon keeps its whole mark inside the safe zone (the centred circle of 80 % of the side)', async () => {
  const png = decodePng(await file(MASKABLE_ICON_NAME), MASKABLE_ICON_NAME);
  const safeRadius = 0.4 * 512;
  let mark = 0;
  for (let y = 0; y < 512; y++) {
    for (let x = 0; x < 512; x++) {
      const p = png.pixel(x, y);
      assert.equal(p[3], 255, `opaque at ${x},${y}`);
      if (p.join() === BLUE.join()) continue;
      mark += 1;
      const dx = x + 0.5 - 256;
      const dy = y + 0.5 - 256;
      assert.ok(Math.hypot(dx, dy) <= safeRadius, `mark pixel ${x},${y} is ${Math.hypot(dx, dy).toFixed(1)} px from the centre`);
    }
  }
  assert.ok(mark > 0.2 * 512 * 512, 'the mark is there, and large');
});

test('the SVG favicon draws the same mark', async () => {
  const svg = (await file(FAVICON_NAME)).toString('utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100">/);
  assert.match(svg, /<rect width="100" height="100" rx="20" fill="#0b5fd6"\/>/);
  assert.match(svg, /<circle cx="50" cy="50" r="34" fill="#ffffff"\/>/);
  const points = /<polygon points="([^"]+)" fill="#0d1b2e"\/>/.exec(svg)?.[1]?.split(' ') ?? [];
  assert.equal(points.length, 5, 'a pentagon');
  for (const point of points) {
    const [x = NaN, y = NaN] = point.split(',').map(Number);
    assert.ok(Math.abs(Math.hypot(x - 50, y - 50) - 34 * 0.42) < 0.01, `vertex ${point} on the pentagon's circle`);
  }
  assert.match(svg, /<\/svg>\n$/);
});

test('the icons are the same bytes on every build, in this process and in another', async () => {
  const first = await build();
  const again = new Map(appIconFiles().map((f) => [`icons/${f.name}`, f.bytes]));
  assert.deepEqual([...again.keys()].sort(), [...first.keys()].sort());
  for (const [name, bytes] of first) assert.ok(bytes.equals(again.get(name) ?? Buffer.alloc(0)), `${name} identical`);

  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-icons-'));
  try {
    const script = `import(${JSON.stringify(pathToFileURL(path.join(root, 'scripts/build/app-icons.mjs')).href)}).then((m) => m.buildAppIcons(${JSON.stringify(dir)}))`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    for (const [name, bytes] of first) {
      const other = readFileSync(path.join(dir, name));
      assert.equal(createHash('sha256').update(other).digest('hex'), createHash('sha256').update(bytes).digest('hex'), `${name} identical across processes`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the decoder above catches a corrupt chunk, and the encoder refuses a wrong pixel count', () => {
  const good = encodePng(2, 1, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
  assert.deepEqual(decodePng(good, 'good').pixel(1, 0), [5, 6, 7, 8]);
  const bad = Buffer.from(good);
  const idat = bad.indexOf('IDAT', 0, 'latin1');
  bad[idat + 5] = (bad[idat + 5] ?? 0) ^ 0xff;
  assert.throws(() => decodePng(bad, 'bad'), /CRC of IDAT/);
  assert.throws(() => encodePng(2, 2, new Uint8Array(8)), RangeError);
  const sample = Buffer.from('IEND and some other bytes');
  assert.equal(crc32(sample), zlibCrc32(sample), 'the encoder computes the standard CRC-32');
});

test('the link tags name an icon file for the SVG favicon and for every Apple touch icon size', async () => {
  const tags = appIconLinkTags();
  const written = new Set((await build()).keys());
  const hrefs = [...tags.matchAll(/href="\/dist\/([^"]+)"/g)].map((m) => m[1] ?? '');
  for (const href of hrefs) assert.ok(written.has(href), `${href} is written by the build`);
  assert.match(tags, /<link rel="icon" type="image\/svg\+xml" href="\/dist\/icons\/favicon\.svg" \/>/);
  const apple = [...tags.matchAll(/<link rel="apple-touch-icon" sizes="(\d+)x(\d+)" href="\/dist\/icons\/apple-touch-icon-(\d+)\.png" \/>/g)];
  assert.deepEqual(apple.map((m) => Number(m[1])), SPEC_SIZES);
  for (const m of apple) assert.ok(m[1] === m[2] && m[2] === m[3], `${m[0]}: one size throughout`);
});

const distIcons = path.join(root, 'dist', 'icons');
test(
  'the site build (esbuild.config.mjs) wrote these same icons into dist/icons',
  { skip: existsSync(distIcons) ? false : 'dist/icons is not built yet: esbuild.config.mjs must call buildAppIcons(dist)' },
  async () => {
    for (const [name, bytes] of await build()) {
      assert.ok(readFileSync(path.join(root, 'dist', name)).equals(bytes), `dist/${name} matches`);
    }
  },
);
