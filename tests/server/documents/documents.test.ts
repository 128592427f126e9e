import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import * as v from 'valibot';
import { DOCUMENT_MAX_BYTES, DocumentsResponseSchema, UploadResponseSchema } from '../../../office-parcel/src/contracts/documents';
import { sniffMediaType } from '../../../server/documents/magic';
import { Browser, DEMO, expectError, startIdentity, type IdentityServer } from '../identity/support';
import { HTML, JPEG, LIST, PDF, PNG, upload } from './support';

/** buildApp's default: `documents` beside the database file. */
const documentsDir = (server: IdentityServer): string => join(dirname(server.dbFile), 'documents');

async function signedIn(server: IdentityServer, email: string): Promise<{ browser: Browser; token: string }> {
  const browser = await server.newBrowser();
  return { browser, token: await browser.signIn(email) };
}

test('the media type comes from the first bytes only', () => {
  assert.equal(sniffMediaType(JPEG), 'image/jpeg');
  assert.equal(sniffMediaType(PNG), 'image/png');
  assert.equal(sniffMediaType(PDF), 'application/pdf');
  assert.equal(sniffMediaType(HTML), undefined);
  assert.equal(sniffMediaType(Buffer.from([0xff, 0xd8])), undefined, 'too short to be a JPEG');
});

test('uploading moves the player to pending; the file is stored under a random name outside the web root', async (t) => {
  const server = await startIdentity(t);
  // The terms player has never verified (user_status_id 0); the unverified one is seeded pending.
  const { browser, token } = await signedIn(server, DEMO.terms.email);
  const before = v.parse(DocumentsResponseSchema, (await browser.get(LIST, { token })).json());
  assert.equal(before.state.phase, 'not_started');
  assert.deepEqual(before.documents, []);

  const res = await upload(browser, token, 'passport', JPEG, '../../etc/my-passport.jpg');
  assert.equal(res.statusCode, 201, res.body);
  const reply = v.parse(UploadResponseSchema, res.json());
  assert.equal(reply.document.kind, 'passport');
  assert.equal(reply.document.mediaType, 'image/jpeg');
  assert.equal(reply.document.size, JPEG.length);
  assert.equal(reply.document.status, 'pending');
  assert.equal(reply.document.fileName, 'my-passport.jpg', 'no path in the shown name');
  assert.equal(reply.state.phase, 'pending');
  assert.equal(reply.state.user_status_id, 1);
  assert.equal(reply.state.verification_status, 1);

  const files = readdirSync(documentsDir(server));
  assert.equal(files.length, 1);
  assert.match(files[0] ?? '', /^[0-9a-f]{32}$/);
  assert.ok(!existsSync(join(server.distDir, files[0] ?? 'x')));
  assert.equal(statSync(join(documentsDir(server), files[0] ?? '')).mode & 0o077, 0, 'only the server may read the file');

  const config = (await browser.get('user/config', { token })).json() as { result: { user_status_id: number; verification_status: number } };
  assert.equal(config.result.user_status_id, 1, 'the user config shows pending verification');
  assert.equal(config.result.verification_status, 1);
});

test('a lying Content-Type does not help: HTML called image/jpeg is 415; wrong kind and empty file are 400', async (t) => {
  const server = await startIdentity(t);
  const { browser, token } = await signedIn(server, DEMO.terms.email);
  const html = expectError(await upload(browser, token, 'passport', HTML, 'passport.jpg', 'image/jpeg'), 415, 'unsupported_document_type');
  assert.equal(html.source?.pointer, '/file');
  expectError(await upload(browser, token, 'passport', Buffer.from('GIF89a......'), 'a.gif', 'image/gif'), 415, 'unsupported_document_type');
  expectError(await upload(browser, token, 'diploma', JPEG), 400, 'invalid_upload');
  expectError(await upload(browser, token, 'passport', Buffer.alloc(0)), 400, 'invalid_upload');
  expectError(await browser.post(LIST, { kind: 'passport' }, { token }), 415, 'unsupported_media_type');
  assert.deepEqual(readdirSync(documentsDir(server)), [], 'nothing refused was stored');
  const state = v.parse(DocumentsResponseSchema, (await browser.get(LIST, { token })).json()).state;
  assert.equal(state.phase, 'not_started');
});

test('a file over the size limit is 413 and not stored', async (t) => {
  const server = await startIdentity(t);
  const { browser, token } = await signedIn(server, DEMO.unverified.email);
  const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES, 32)]);
  expectError(await upload(browser, token, 'address', big, 'bill.pdf', 'application/pdf'), 413, 'document_too_large');
  assert.deepEqual(readdirSync(documentsDir(server)), []);
  const ok = await upload(browser, token, 'address', PDF, 'bill.pdf', 'application/pdf');
  assert.equal(ok.statusCode, 201, ok.body);
});

test('the owner downloads the file as an attachment; anyone else gets 404, a guest 401', async (t) => {
  const server = await startIdentity(t);
  const owner = await signedIn(server, DEMO.unverified.email);
  const id = v.parse(UploadResponseSchema, (await upload(owner.browser, owner.token, 'selfie', PNG, 'me.png', 'image/png')).json()).document.id;
  const path = `/web-api/${LIST}/${id}/file`;

  const byToken = await owner.browser.call('GET', path, { token: owner.token });
  assert.equal(byToken.statusCode, 200);
  assert.deepEqual(byToken.rawPayload, PNG);
  assert.equal(byToken.headers['content-type'], 'image/png');
  assert.equal(byToken.headers['content-disposition'], `attachment; filename="selfie-${id}.png"`);
  assert.equal(byToken.headers['x-content-type-options'], 'nosniff');
  assert.match(String(byToken.headers['cache-control']), /no-store/);
  const byCookie = await owner.browser.call('GET', path);
  assert.equal(byCookie.statusCode, 200, 'the session cookie of the owner works for a plain link');

  const other = await signedIn(server, DEMO.demo.email);
  expectError(await other.browser.call('GET', path, { token: other.token }), 404, 'not_found');
  expectError(await other.browser.call('GET', path), 404, 'not_found');
  expectError(await other.browser.call('GET', `/web-api/${LIST}/999999/file`, { token: other.token }), 404, 'not_found');
  const guest = await server.newBrowser();
  expectError(await guest.call('GET', path), 401, 'unauthorized');
  expectError(await guest.get(LIST), 401, 'unauthorized');
  expectError(await upload(guest, undefined, 'passport', JPEG), 401, 'unauthorized');
});

test('approve verifies the player (§4); reject asks for another document; a verified player cannot upload', async (t) => {
  const server = await startIdentity(t);
  const { browser, token } = await signedIn(server, DEMO.unverified.email);
  const decide = (decision: string, comment?: string) =>
    server.app.inject({ method: 'POST', url: '/__test/documents/decide', payload: { userId: DEMO.unverified.id, decision, ...(comment ? { comment } : {}) } });
  expectError(await decide('approve'), 409, 'nothing_pending');

  await upload(browser, token, 'passport', JPEG);
  const rejected = await decide('reject', 'The photo is blurred');
  assert.equal(rejected.statusCode, 200, rejected.body);
  const afterReject = v.parse(DocumentsResponseSchema, (await browser.get(LIST, { token })).json());
  assert.equal(afterReject.state.phase, 'more_needed');
  assert.equal(afterReject.state.requested_additional_document, true);
  assert.equal(afterReject.state.user_status_id, 0);
  assert.equal(afterReject.documents[0]?.status, 'rejected');
  assert.equal(afterReject.documents[0]?.comment, 'The photo is blurred');

  const second = v.parse(UploadResponseSchema, (await upload(browser, token, 'passport', PDF, 'scan.pdf', 'application/pdf')).json());
  assert.equal(second.state.phase, 'pending');
  assert.equal(second.state.requested_additional_document, false);
  await upload(browser, token, 'selfie', PNG, 'me.png', 'image/png');
  assert.equal((await decide('approve')).statusCode, 200);
  const approved = v.parse(DocumentsResponseSchema, (await browser.get(LIST, { token })).json());
  assert.equal(approved.state.phase, 'verified');
  assert.equal(approved.state.internal_verification_status, 1);
  assert.equal(approved.state.is_need_identification, false);
  assert.deepEqual(approved.state.verification_types, [1, 2]);
  const config = (await browser.get('user/config', { token })).json() as {
    result: { internal_verification_status: number; verification_status_group_code: string; requested_additional_document: boolean; is_need_identification: boolean; user_status_id: number; verification_status: number };
  };
  assert.equal(config.result.internal_verification_status, 1);
  assert.equal(config.result.verification_status_group_code, 'verified');
  assert.equal(config.result.requested_additional_document, false);
  assert.equal(config.result.is_need_identification, false);
  assert.equal(config.result.user_status_id, 0);
  assert.equal(config.result.verification_status, 2);
  expectError(await upload(browser, token, 'passport', JPEG), 409, 'already_verified');
});

test('a banned player may verify (ban: allowed)', async (t) => {
  const server = await startIdentity(t);
  const { browser, token } = await signedIn(server, DEMO.banned.email);
  assert.equal((await browser.get(LIST, { token })).statusCode, 200);
  const res = await upload(browser, token, 'passport', JPEG);
  assert.equal(res.statusCode, 201, res.body);
});

test('the test reset deletes the stored files', async (t) => {
  const server = await startIdentity(t);
  const { browser, token } = await signedIn(server, DEMO.unverified.email);
  await upload(browser, token, 'passport', JPEG);
  assert.equal(readdirSync(documentsDir(server)).length, 1);
  const reset = await server.app.inject({ method: 'POST', url: '/__test/reset' });
  assert.equal(reset.statusCode < 300, true, reset.body);
  assert.deepEqual(readdirSync(documentsDir(server)), []);
});

test('thirty uploads sent at once leave at most ten documents waiting for review; the rest are refused and leave no file', async (t) => {
  const server = await startIdentity(t);
  const { browser, token } = await signedIn(server, DEMO.terms.email);
  const replies = await Promise.all(Array.from({ length: 30 }, () => upload(browser, token, 'passport', JPEG)));
  const accepted = replies.filter((r) => r.statusCode === 201).length;
  assert.equal(accepted, 10, replies.map((r) => r.statusCode).join(','));
  for (const r of replies.filter((r) => r.statusCode !== 201)) expectError(r, 409, 'too_many_documents');
  const list = v.parse(DocumentsResponseSchema, (await browser.get(LIST, { token })).json());
  assert.equal(list.documents.filter((d) => d.status === 'pending').length, 10);
  assert.equal(readdirSync(documentsDir(server)).length, 10, 'a refused upload leaves no file behind');
});
