// The demo video provider's clip (issue 27): ~8 s of a looping match view, drawn and encoded on this machine
// without network, served by the media service's demo provider (server/media/demo-provider.ts) behind a signed,
// expiring URL. Development builds only: a production build has no demo provider, so it never makes the clip.
//
// Each frame is an SVG (a pitch with its lines, players and a ball on smooth looping paths, a "DEMO STREAM"
// caption and the running clock, all drawn as vector strokes so no font is needed) that sharp renders and
// encodes to lossy WebP. A lossy WebP's `VP8 ` chunk is one VP8 key frame, so the frames are muxed as they are
// into a WebM (VP8, every frame a key frame) by mediabunny: no video encoder is needed.
//
// The clip is cached in `.cache/demo-video/` by a hash of this file and of the versions of sharp and mediabunny,
// so a rebuild copies it instead of drawing it again.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_VIDEO = {
  folder: 'demo-video',
  file: 'match.webm',
  width: 480,
  height: 270,
  fps: 12,
  seconds: 8,
  /** The clip must stay small: it is a demo served from the build output. */
  maxBytes: 600_000,
};

const W = DEMO_VIDEO.width;
const H = DEMO_VIDEO.height;
const FRAMES = DEMO_VIDEO.fps * DEMO_VIDEO.seconds;
const TAU = Math.PI * 2;
const r1 = (n) => Math.round(n * 10) / 10;

// Pitch geometry (px): the touchlines 18 px inside the frame, the penalty and goal areas to scale.
const P = { left: 24, right: W - 24, top: 34, bottom: H - 14 };
const CX = (P.left + P.right) / 2;
const CY = (P.top + P.bottom) / 2;

/** A stroke font on a 4 × 6 grid: polylines per glyph (digits as seven segments). */
const SEG = {
  a: [[0, 0], [4, 0]],
  b: [[4, 0], [4, 3]],
  c: [[4, 3], [4, 6]],
  d: [[0, 6], [4, 6]],
  e: [[0, 3], [0, 6]],
  f: [[0, 0], [0, 3]],
  g: [[0, 3], [4, 3]],
};
const DIGITS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];
const GLYPHS = {
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  O: [[[0, 0], [4, 0], [4, 6], [0, 6], [0, 0]]],
  S: [[[4, 0], [0, 0], [0, 3], [4, 3], [4, 6], [0, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  R: [[[0, 6], [0, 0], [4, 0], [4, 3], [0, 3]], [[1.5, 3], [4, 6]]],
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.5], [3, 3.5]]],
  ...Object.fromEntries(DIGITS.map((segments, digit) => [String(digit), [...segments].map((s) => SEG[s])])),
};

/** Vector text: each glyph's polylines scaled by `unit` px, `advance` grid units apart; `:` as two dots. */
function strokeText(text, x, y, unit, color) {
  const parts = [];
  let cursor = x;
  for (const char of text) {
    if (char === ':') {
      parts.push(`<circle cx="${r1(cursor + unit)}" cy="${r1(y + 1.8 * unit)}" r="${r1(unit * 0.55)}" fill="${color}"/>`);
      parts.push(`<circle cx="${r1(cursor + unit)}" cy="${r1(y + 4.2 * unit)}" r="${r1(unit * 0.55)}" fill="${color}"/>`);
      cursor += 3 * unit;
      continue;
    }
    for (const line of GLYPHS[char] ?? []) {
      const points = line.map(([gx, gy]) => `${r1(cursor + gx * unit)},${r1(y + gy * unit)}`).join(' ');
      parts.push(`<polyline points="${points}"/>`);
    }
    cursor += 6 * unit;
  }
  return `<g fill="none" stroke="${color}" stroke-width="${r1(unit * 0.9)}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}

/** The pitch: mown stripes, the touchlines, halfway line, centre circle, penalty and goal areas, goals. */
function pitch() {
  const stripes = [];
  const stripe = (P.right - P.left) / 10;
  for (let i = 0; i < 10; i++) stripes.push(`<rect x="${r1(P.left + i * stripe)}" y="${P.top}" width="${r1(stripe)}" height="${P.bottom - P.top}" fill="${i % 2 ? '#2f8f3a' : '#338f3f'}"/>`);
  const h = P.bottom - P.top;
  const box = (x, w, bh) => `<rect x="${r1(x)}" y="${r1(CY - bh / 2)}" width="${r1(w)}" height="${r1(bh)}"/>`;
  return [
    `<rect width="${W}" height="${H}" fill="#1f6b2a"/>`,
    ...stripes,
    `<g fill="none" stroke="#eef7ee" stroke-width="2">`,
    `<rect x="${P.left}" y="${P.top}" width="${P.right - P.left}" height="${h}"/>`,
    `<line x1="${CX}" y1="${P.top}" x2="${CX}" y2="${P.bottom}"/>`,
    `<circle cx="${CX}" cy="${CY}" r="${r1(h * 0.2)}"/>`,
    box(P.left, 56, h * 0.6),
    box(P.right - 56, 56, h * 0.6),
    box(P.left, 20, h * 0.28),
    box(P.right - 20, 20, h * 0.28),
    `<path d="M ${P.left + 56} ${r1(CY - 22)} A 28 28 0 0 1 ${P.left + 56} ${r1(CY + 22)}"/>`,
    `<path d="M ${P.right - 56} ${r1(CY - 22)} A 28 28 0 0 0 ${P.right - 56} ${r1(CY + 22)}"/>`,
    `</g>`,
    `<circle cx="${CX}" cy="${CY}" r="2.5" fill="#eef7ee"/>`,
    `<rect x="${P.left - 8}" y="${r1(CY - 14)}" width="8" height="28" fill="none" stroke="#ffffff" stroke-width="2"/>`,
    `<rect x="${P.right}" y="${r1(CY - 14)}" width="8" height="28" fill="none" stroke="#ffffff" stroke-width="2"/>`,
  ].join('');
}

/**
 * Players: each on a Lissajous path around a home position with whole frequencies, so frame FRAMES equals
 * frame 0 and the clip loops without a jump.
 */
const TEAMS = [
  { fill: '#d64545', homes: [[0.08, 0.5], [0.26, 0.25], [0.26, 0.75], [0.42, 0.4], [0.45, 0.68]] },
  { fill: '#2f6fd6', homes: [[0.92, 0.5], [0.74, 0.28], [0.74, 0.72], [0.58, 0.36], [0.56, 0.62]] },
];

function players(t) {
  const out = [];
  TEAMS.forEach((team, side) => {
    team.homes.forEach(([hx, hy], i) => {
      const keeper = i === 0;
      const ax = keeper ? 4 : 26;
      const ay = keeper ? 16 : 20;
      const phase = (i * 0.23 + side * 0.5) * TAU;
      const x = P.left + hx * (P.right - P.left) + ax * Math.sin(TAU * t + phase);
      const y = P.top + hy * (P.bottom - P.top) + ay * Math.sin(TAU * (1 + (i % 2)) * t + phase * 1.3);
      out.push(`<circle cx="${r1(x)}" cy="${r1(y + 6)}" r="5" fill="#000" opacity="0.25"/>`);
      out.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="6" fill="${keeper ? '#e0b000' : team.fill}" stroke="#ffffff" stroke-width="1.5"/>`);
    });
  });
  return out.join('');
}

function ball(t) {
  const x = CX + 150 * Math.sin(TAU * t);
  const y = CY + 55 * Math.sin(TAU * 2 * t + 0.6);
  return `<circle cx="${r1(x + 3)}" cy="${r1(y + 4)}" r="3.5" fill="#000" opacity="0.3"/><circle cx="${r1(x)}" cy="${r1(y)}" r="4" fill="#ffffff" stroke="#222" stroke-width="1"/>`;
}

/** The header bar: the "DEMO STREAM" caption with a live dot, and the running clock of the clip. */
function header(frame) {
  const seconds = Math.floor(frame / DEMO_VIDEO.fps);
  const clock = `00:${String(seconds).padStart(2, '0')}`;
  const live = frame % DEMO_VIDEO.fps < DEMO_VIDEO.fps / 2;
  return [
    `<rect x="0" y="0" width="${W}" height="26" fill="#0d2412"/>`,
    `<circle cx="14" cy="13" r="5" fill="${live ? '#ff3b30' : '#5c1a17'}"/>`,
    strokeText('DEMO STREAM', 26, 7, 2, '#ffffff'),
    `<rect x="${W - 78}" y="4" width="70" height="18" rx="3" fill="#000000" opacity="0.55"/>`,
    strokeText(clock, W - 70, 7, 2, '#ffe066'),
  ].join('');
}

/** One frame as SVG text (0 ≤ frame < FRAMES). */
export function frameSvg(frame) {
  const t = frame / FRAMES;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${pitch()}${players(t)}${ball(t)}${header(frame)}</svg>`;
}

/** The `VP8 ` chunk of a lossy WebP file (RIFF): the VP8 key frame it holds. */
export function vp8Frame(webp) {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  let at = 12;
  while (at + 8 <= webp.length) {
    const id = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (id === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('the WebP has no lossy VP8 chunk');
}

async function encodeFrames() {
  const { default: sharp } = await import('sharp');
  const frames = new Array(FRAMES);
  const batch = 8;
  for (let start = 0; start < FRAMES; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, FRAMES - start) }, async (_, k) => {
        const i = start + k;
        const webp = await sharp(Buffer.from(frameSvg(i))).removeAlpha().webp({ quality: 45, alphaQuality: 100, effort: 4 }).toBuffer();
        frames[i] = vp8Frame(webp);
      }),
    );
  }
  return frames;
}

/** The WebM (VP8, every frame a key frame) of the encoded frames. */
export async function muxWebm(frames) {
  const { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Output, WebMOutputFormat } = await import('mediabunny');
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('vp8');
  output.addVideoTrack(source, { frameRate: DEMO_VIDEO.fps });
  output.setMetadataTags?.({ title: 'Kickoff demo stream' });
  await output.start();
  const duration = 1 / DEMO_VIDEO.fps;
  for (const [i, data] of frames.entries()) {
    const meta = i === 0 ? { decoderConfig: { codec: 'vp8', codedWidth: W, codedHeight: H } } : undefined;
    await source.add(new EncodedPacket(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), 'key', i * duration, duration), meta);
  }
  source.close();
  await output.finalize();
  const buffer = output.target.buffer;
  if (!buffer) throw new Error('mediabunny wrote no WebM');
  return Buffer.from(buffer);
}

/** The cache key: this file and the versions of the packages that draw and mux the clip. */
function cacheKey(root) {
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  for (const name of ['sharp', 'mediabunny']) {
    const file = path.join(root, 'node_modules', name, 'package.json');
    hash.update(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : 'none');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes `<dist>/demo-video/match.webm`, from the cache when this generator already made it. Returns the file
 * and whether it came from the cache.
 */
export async function buildDemoVideo({ root, dist, log = console.log }) {
  const cacheDir = path.join(root, '.cache', 'demo-video');
  const cached = path.join(cacheDir, `match-${cacheKey(root)}.webm`);
  const target = path.join(dist, DEMO_VIDEO.folder, DEMO_VIDEO.file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  let fromCache = existsSync(cached);
  if (!fromCache) {
    const started = performance.now();
    const webm = await muxWebm(await encodeFrames());
    if (webm.length > DEMO_VIDEO.maxBytes) throw new Error(`demo video: ${webm.length} bytes, more than ${DEMO_VIDEO.maxBytes}`);
    await fs.mkdir(cacheDir, { recursive: true });
    // Older clips of earlier generator versions go; the new one is written beside and renamed into place.
    for (const name of await fs.readdir(cacheDir)) if (name.endsWith('.webm')) await fs.rm(path.join(cacheDir, name), { force: true });
    await fs.writeFile(`${cached}.tmp`, webm);
    await fs.rename(`${cached}.tmp`, cached);
    log(`demo video: ${FRAMES} frames, ${webm.length} bytes, ${Math.round(performance.now() - started)} ms`);
  } else {
    fromCache = true;
    log('demo video: reused the cached clip');
  }
  await fs.copyFile(cached, target);
  return { file: target, fromCache };
}
