/**
 * Slow bodies (issue 23, item 7): a client that sends a request's headers and then trickles its body in
 * could hold a socket for as long as it likes (Node's own request timeout stops counting once the
 * headers are in). Each request whose body has not fully arrived `timeoutMs` after its headers is
 * answered 408 and its socket closed; the handler it was waiting for never runs.
 */
import type { FastifyInstance } from 'fastify';

const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n';

export function limitBodyTime(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete || reply.sent) return;
      const body = JSON.stringify({ errors: [{ status: '408', code: 'request_timeout', detail: 'The request body did not arrive in time' }] });
      request.log.warn({ timeoutMs }, 'request body too slow: socket closed');
      raw.socket.end(`${TIMED_OUT}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      raw.socket.destroySoon();
    }, timeoutMs);
    timer.unref();
    const stop = (): void => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('finish', stop);
    done();
  });
}
