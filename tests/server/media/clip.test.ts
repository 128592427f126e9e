/**
 * The demo provider's clip as the build writes it (scripts/build/demo-video.mjs, `npm run build` outside
 * production): a small WebM, VP8 at 480×270, ~8 s. Skipped when dist/demo-video is absent (no full build yet).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BufferSource, Input, WEBM } from 'mediabunny';
import { DEMO_VIDEO, vp8Frame } from '../../../scripts/build/demo-video.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CLIP = join(ROOT, 'dist', DEMO_VIDEO.folder, DEMO_VIDEO.file);
const skip = existsSync(CLIP) ? false : `${CLIP} is absent: run a full development build (npm run build)`;

test('the built clip is a small WebM: the EBML header, the webm doc type, a size within bounds', { skip }, () => {
  const bytes = readFileSync(CLIP);
  assert.deepEqual([...bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'EBML magic');
  assert.ok(bytes.subarray(0, 64).includes(Buffer.from('webm')), 'DocType webm');
  assert.ok(bytes.length > 20_000 && bytes.length <= DEMO_VIDEO.maxBytes, `${bytes.length} bytes`);
});

test('the built clip holds one VP8 track, 480×270, ~8 s of key frames at 12 fps', { skip }, async () => {
  const input = new Input({ formats: [WEBM], source: new BufferSource(readFileSync(CLIP)) });
  const track = await input.getPrimaryVideoTrack();
  assert.ok(track);
  assert.equal(track.codec, 'vp8');
  assert.equal(track.codedWidth, DEMO_VIDEO.width);
  assert.equal(track.codedHeight, DEMO_VIDEO.height);
  const duration = await input.computeDuration();
  assert.ok(Math.abs(duration - DEMO_VIDEO.seconds) < 0.2, `${duration} s`);
  const stats = await track.computePacketStats();
  assert.equal(stats.packetCount, DEMO_VIDEO.fps * DEMO_VIDEO.seconds);
});

test('a WebP without a lossy VP8 chunk is refused', () => {
  assert.throws(() => vp8Frame(Buffer.from('not a webp file at all')), /not a WebP/);
  const lossless = Buffer.concat([Buffer.from('RIFF'), Buffer.from([12, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.from([0, 0, 0, 0])]);
  assert.throws(() => vp8Frame(lossless), /no lossy VP8/);
});
