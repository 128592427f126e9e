/**
 * The kit's dev server (`kickoff-module start`, packages/module-kit/lib/serve.mjs) shuts down at once whatever
 * its connections are doing: a page holding the live-reload stream and reconnecting, or a request still on its
 * way in. `close()` used to wait for every open request to end, and once waited past a journey's two minutes in CI.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevServer } from '../../packages/module-kit/lib/serve.mjs';

const PORT = 18_731;

const within3s = (closing: Promise<void>) =>
  Promise.race([closing.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open after 3 s'), 3_000))]);

test('close() ends while a page holds the live-reload stream and reconnects over the same socket', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-dev-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'src'));
  // Not a module project: the build fails (reported to onBuild) and the server still serves its events.
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'not-a-module', version: '0.0.0' }));
  const builds: unknown[] = [];
  const server = await startDevServer(dir, { port: PORT, site: 'http://127.0.0.1:1', onBuild: (r: unknown) => builds.push(r) });
  assert.ok(builds[0] instanceof Error, 'the failed build is reported');

  // An EventSource: one keep-alive socket, reconnecting as soon as its stream ends.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  t.after(() => agent.destroy());
  let streams = 0;
  const listen = (): void => {
    const request = get({ host: '127.0.0.1', port: PORT, path: '/__kickoff/events', agent }, (response) => {
      streams += 1;
      response.resume();
      response.on('end', () => setTimeout(listen, 300)); // EventSource waits its retry time first
    });
    request.on('error', () => {});
  };
  listen();
  while (streams === 0) await new Promise((r) => setTimeout(r, 10));

  assert.equal(await within3s(server.close()), 'closed');
});

test('close() ends while a request is still arriving (a slow client)', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-dev-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'not-a-module', version: '0.0.0' }));
  const server = await startDevServer(dir, { port: PORT + 1, site: 'http://127.0.0.1:1', onBuild: () => {} });
  const socket = connect(PORT + 1, '127.0.0.1');
  socket.on('error', () => {});
  t.after(() => socket.destroy());
  await new Promise((r) => socket.once('connect', r));
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'); // the headers never end
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(await within3s(server.close()), 'closed');
});
