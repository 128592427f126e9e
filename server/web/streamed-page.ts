/**
 * A page sent in two parts (issue 25): the first part at once, the rest when it is ready. Compressed
 * for a client that accepts it (brotli at a fast quality, else gzip), flushed after the first part so
 * the browser reads the head while the server still draws. The page is per request (a live first view),
 * so it is compressed as it goes out; static files come precompressed from the build.
 */
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export interface StreamedPage {
  encoding: 'br' | 'gzip' | null;
  stream: NodeJS.ReadableStream;
}

/** Brotli quality for pages compressed as they are sent: close to gzip's speed, smaller. */
const BROTLI_QUALITY = 4;

export function streamPage(first: string, rest: Promise<string>, accepted: ReadonlySet<string>): StreamedPage {
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  const out: Transform | PassThrough =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : new PassThrough();
  out.write(first);
  if ('flush' in out && typeof out.flush === 'function') {
    if (encoding === 'br') out.flush(constants.BROTLI_OPERATION_FLUSH);
    else out.flush(constants.Z_SYNC_FLUSH);
  }
  void rest.then((text) => out.end(text));
  return { encoding, stream: out };
}
