/**
 * Bodies that trickle in are timed out (issue 23, item 7): a probe kept 300 slow-body sockets open for
 * over 100 s. The server gives a whole request `requestTimeoutMs` (30 s by default; 1 s here) and then
 * answers 408 and closes the socket, for every such client at once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startApp } from '../support/helpers';

/** Opens a socket that sends a request's headers and then one body byte every 200 ms; resolves with what it got back when the server closes it. */
function trickle(port: number, timeoutMs: number): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let reply = '';
    let timer: NodeJS.Timeout | undefined;
    const give = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a slow socket open for ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => {
      socket.write('POST /web-api/fingerprint HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      timer = setInterval(() => socket.writable && socket.write(' '), 200);
    });
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(give);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
  });
}

test('a request whose body trickles in is answered 408 and closed after the request timeout, for 40 clients at once', async (t) => {
  const { app } = await startApp(t, { requestTimeoutMs: 1000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const results = await Promise.all(Array.from({ length: 40 }, () => trickle(port, 8000)));
  for (const { reply, closedAfterMs } of results) {
    assert.match(reply, /^HTTP\/1\.1 408/, reply.slice(0, 80));
    assert.ok(closedAfterMs < 6000, `closed after ${closedAfterMs} ms`);
  }
  // The server still answers an ordinary request.
  const health = await fetch(`http://127.0.0.1:${port}/health`);
  assert.equal(health.status, 200);
});
