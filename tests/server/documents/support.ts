/** Documents test helpers: small files of each accepted type (and one that is not) and the multipart upload. */
import { Browser } from '../identity/support';

export const LIST = 'office/documents';
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.alloc(200, 7)]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
export const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand (so a test can lie about a part's Content-Type). */
export function multipart(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----kk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.fileName !== undefined) head += `; filename="${part.fileName}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(browser: Browser, token: string | undefined, kind: string, file: Buffer, fileName = 'passport.jpg', contentType = 'image/jpeg') {
  const body = multipart([{ name: 'kind', value: kind }, { name: 'file', value: file, fileName, contentType }]);
  return browser.call('POST', `/web-api/${LIST}`, { payload: body.payload, headers: { 'content-type': body.contentType }, ...(token ? { token } : {}) });
}
