/**
 * The KYC review for staff (`/staff-api/kyc/...`, role kyc_reviewer): role checks on every route, the
 * queue's filters and paging, a document's files streamed only through their own document, and the
 * decisions: the player's verification state follows, a rejection's reason reaches the player, each
 * decision is one audit row, and a second decision is 409.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { KYC_PATHS, KycDocumentReplySchema, KycPageSchema } from '../../../backoffice/src/contracts/kyc';
import { DocumentsResponseSchema, UploadResponseSchema } from '../../../office-parcel/src/contracts/documents';
import { Browser, DEMO, expectError } from '../identity/support';
import { DEV_STAFF_PASSWORD, devStaff, startStaff, type StaffBrowser, type StaffServer } from '../staff/support';
import { JPEG, LIST, PDF, PNG, upload } from './support';

interface Player {
  browser: Browser;
  token: string;
}

async function player(server: StaffServer, email: string): Promise<Player> {
  const browser = new Browser(server.app);
  await browser.identify();
  return { browser, token: await browser.signIn(email) };
}

async function uploaded(who: Player, kind: string, file: Buffer, name: string, type: string): Promise<number> {
  const res = await upload(who.browser, who.token, kind, file, name, type);
  assert.equal(res.statusCode, 201, res.body);
  return v.parse(UploadResponseSchema, res.json()).document.id;
}

const documentsOf = async (who: Player) => v.parse(DocumentsResponseSchema, (await who.browser.get(LIST, { token: who.token })).json());

const auditOf = (server: StaffServer, documentId: number) =>
  server
    .db()
    .prepare<[string], { staff_id: number; action: string; before_json: string; after_json: string }>('SELECT staff_id, action, before_json, after_json FROM staff_audit WHERE target = ? ORDER BY id')
    .all(`document:${documentId}`);

const staffIdOf = async (browser: StaffBrowser): Promise<number> => ((await browser.call('GET', '/staff-api/me')).json() as { data: { id: number } }).data.id;

test('every KYC route: 401 without a staff session, with a player token or cookie, or without the TOTP step; 403 for other roles', async (t) => {
  const server = await startStaff(t);
  const owner = await player(server, DEMO.unverified.email);
  const id = await uploaded(owner, 'passport', JPEG, 'passport.jpg', 'image/jpeg');
  const calls: ReadonlyArray<readonly ['GET' | 'POST', string, unknown?]> = [
    ['GET', KYC_PATHS.documents],
    ['GET', KYC_PATHS.document(id)],
    ['GET', KYC_PATHS.file(id, id)],
    ['POST', KYC_PATHS.approve(id)],
    ['POST', KYC_PATHS.reject(id), { reason: 'Blurred' }],
  ];
  const routes = server.app.staffRoutes.filter((route) => route.url.startsWith('/staff-api/kyc/'));
  assert.equal(routes.length, calls.length);
  for (const route of routes) assert.deepEqual(route.guard, ['kyc_reviewer'], `${route.method} ${route.url}`);

  const guest = server.browser();
  const halfway = server.browser();
  const reviewer = devStaff('kyc_reviewer');
  assert.equal((await halfway.call('POST', '/staff-api/auth/password', { email: reviewer.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  const trader = await server.signIn(devStaff('trader'));
  const admin = await server.signIn(devStaff('admin'));
  const playerCookie = [...owner.browser.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  for (const [method, url, body] of calls) {
    expectError(await guest.call(method, url, body), 401, 'staff_unauthorized');
    expectError(await halfway.call(method, url, body), 401, 'staff_unauthorized');
    expectError(await guest.call(method, url, body, { authorization: `Bearer ${owner.token}` }), 401, 'staff_unauthorized');
    expectError(await guest.call(method, url, body, { cookie: playerCookie }), 401, 'staff_unauthorized');
    expectError(await trader.call(method, url, body), 403, 'staff_forbidden');
    expectError(await admin.call(method, url, body), 403, 'staff_forbidden');
  }
  assert.equal((await documentsOf(owner)).documents[0]?.status, 'pending', 'no refused call decided anything');
  assert.equal(auditOf(server, id).length, 0);
});

test('the queue: waiting documents by default, newest first, filtered by status, kind and player, paged by cursor', async (t) => {
  const server = await startStaff(t);
  const unverified = await player(server, DEMO.unverified.email);
  const terms = await player(server, DEMO.terms.email);
  const passport = await uploaded(unverified, 'passport', JPEG, 'passport.jpg', 'image/jpeg');
  const selfie = await uploaded(unverified, 'selfie', PNG, 'me.png', 'image/png');
  const bill = await uploaded(terms, 'address', PDF, 'bill.pdf', 'application/pdf');
  const reviewer = await server.signIn(devStaff('kyc_reviewer'));
  assert.equal((await reviewer.call('POST', KYC_PATHS.reject(passport), { reason: 'Blurred' })).statusCode, 200);

  const list = async (query = '') => {
    const res = await reviewer.call('GET', `${KYC_PATHS.documents}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    return v.parse(KycPageSchema, res.json());
  };
  const waiting = await list();
  assert.deepEqual(waiting.data.map((row) => row.id), [bill, selfie]);
  assert.equal(waiting.meta.next, null);
  const [first, second] = waiting.data;
  assert.deepEqual(first?.player, { id: DEMO.terms.id, email: DEMO.terms.email, name: 'Terms Player', phase: 'pending' });
  assert.equal(first?.kind, 'address');
  assert.equal(first?.status, 'pending');
  assert.equal(second?.player.email, DEMO.unverified.email);
  assert.equal(second?.player.phase, 'more_needed', 'the rejection asked this player for another document');

  assert.deepEqual((await list('?status=rejected')).data.map((row) => [row.id, row.comment]), [[passport, 'Blurred']]);
  assert.deepEqual((await list('?status=all')).data.map((row) => row.id), [bill, selfie, passport]);
  assert.deepEqual((await list('?status=all&kind=selfie')).data.map((row) => row.id), [selfie]);
  assert.deepEqual((await list(`?status=all&userId=${DEMO.unverified.id}`)).data.map((row) => row.id), [selfie, passport]);

  const page1 = await list('?status=all&limit=2');
  assert.deepEqual(page1.data.map((row) => row.id), [bill, selfie]);
  assert.equal(page1.meta.next, selfie);
  const page2 = await list(`?status=all&limit=2&before=${page1.meta.next}`);
  assert.deepEqual(page2.data.map((row) => row.id), [passport]);
  assert.equal(page2.meta.next, null);

  expectError(await reviewer.call('GET', `${KYC_PATHS.documents}?status=maybe`), 400, 'invalid_query');
  expectError(await reviewer.call('GET', `${KYC_PATHS.documents}?limit=500`), 400, 'invalid_query');
  expectError(await reviewer.call('GET', `${KYC_PATHS.documents}?url=x`), 400, 'invalid_query');
});

test('a document shows its files; a file streams inline with its type, only through its own document', async (t) => {
  const server = await startStaff(t);
  const owner = await player(server, DEMO.unverified.email);
  const selfie = await uploaded(owner, 'selfie', PNG, '../me.png', 'image/png');
  const bill = await uploaded(owner, 'address', PDF, 'bill.pdf', 'application/pdf');
  const reviewer = await server.signIn(devStaff('kyc_reviewer'));

  const detail = await reviewer.call('GET', KYC_PATHS.document(selfie));
  assert.equal(detail.statusCode, 200, detail.body);
  const { data } = v.parse(KycDocumentReplySchema, detail.json());
  assert.equal(data.kind, 'selfie');
  assert.equal(data.player.id, DEMO.unverified.id);
  assert.deepEqual(data.files, [{ id: selfie, fileName: 'me.png', mediaType: 'image/png', size: PNG.length }]);

  const file = await reviewer.call('GET', KYC_PATHS.file(selfie, data.files[0]?.id ?? 0));
  assert.equal(file.statusCode, 200);
  assert.deepEqual(file.rawPayload, PNG);
  assert.equal(file.headers['content-type'], 'image/png');
  assert.equal(file.headers['content-disposition'], `inline; filename="selfie-${selfie}.png"`);
  assert.equal(file.headers['x-content-type-options'], 'nosniff');
  assert.equal(file.headers['cache-control'], 'no-store');
  const pdf = await reviewer.call('GET', KYC_PATHS.file(bill, bill));
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assert.deepEqual(pdf.rawPayload, PDF);

  // The other document's file through this document, unknown ids and non-numbers: all 404.
  expectError(await reviewer.call('GET', KYC_PATHS.file(selfie, bill)), 404, 'kyc_document_not_found');
  expectError(await reviewer.call('GET', `${KYC_PATHS.document(selfie)}/files/..%2F${bill}`), 404, 'kyc_document_not_found');
  expectError(await reviewer.call('GET', KYC_PATHS.file(999_999, 999_999)), 404, 'kyc_document_not_found');
  expectError(await reviewer.call('GET', KYC_PATHS.document(999_999)), 404, 'kyc_document_not_found');
  expectError(await reviewer.call('GET', `${'/staff-api/kyc/documents'}/abc`), 404, 'kyc_document_not_found');
});

test('approve verifies the player as the test API does: the state, the audit row, and a second decision is 409', async (t) => {
  const server = await startStaff(t);
  const owner = await player(server, DEMO.unverified.email);
  const passport = await uploaded(owner, 'passport', JPEG, 'passport.jpg', 'image/jpeg');
  assert.equal((await documentsOf(owner)).state.phase, 'pending');
  const reviewer = await server.signIn(devStaff('kyc_reviewer'));
  const approved = await reviewer.call('POST', KYC_PATHS.approve(passport));
  assert.equal(approved.statusCode, 200, approved.body);
  const { data } = v.parse(KycDocumentReplySchema, approved.json());
  assert.equal(data.status, 'approved');
  assert.equal(data.decidedAt, new Date(server.clock.now()).toISOString());
  assert.equal(data.player.phase, 'verified');

  const seen = await documentsOf(owner);
  assert.equal(seen.state.phase, 'verified');
  assert.equal(seen.state.internal_verification_status, 1);
  assert.equal(seen.state.verification_status, 2);
  assert.equal(seen.state.is_need_identification, false);
  assert.deepEqual(seen.state.verification_types, [1]);
  assert.equal(seen.documents[0]?.status, 'approved');

  const rows = auditOf(server, passport);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.action, 'kyc.approve');
  assert.equal(rows[0]?.staff_id, await staffIdOf(reviewer));
  assert.deepEqual(JSON.parse(rows[0]?.before_json ?? 'null'), { status: 'pending', playerId: DEMO.unverified.id, phase: 'pending' });
  assert.deepEqual(JSON.parse(rows[0]?.after_json ?? 'null'), { status: 'approved', comment: null, playerId: DEMO.unverified.id, phase: 'verified' });

  const again = expectError(await reviewer.call('POST', KYC_PATHS.approve(passport)), 409, 'kyc_already_decided');
  assert.match(again.detail, /approved/);
  expectError(await reviewer.call('POST', KYC_PATHS.reject(passport), { reason: 'Changed my mind' }), 409, 'kyc_already_decided');
  expectError(await reviewer.call('POST', KYC_PATHS.approve(999_999)), 404, 'kyc_document_not_found');
  assert.equal(auditOf(server, passport).length, 1, 'refused decisions leave no audit row');
  assert.equal((await documentsOf(owner)).state.phase, 'verified');
});

test('reject needs a reason; the player reads it in the office and is asked for another document', async (t) => {
  const server = await startStaff(t);
  const owner = await player(server, DEMO.unverified.email);
  const passport = await uploaded(owner, 'passport', JPEG, 'passport.jpg', 'image/jpeg');
  const reviewer = await server.signIn(devStaff('kyc_reviewer'));
  expectError(await reviewer.call('POST', KYC_PATHS.reject(passport)), 400, 'invalid_body');
  expectError(await reviewer.call('POST', KYC_PATHS.reject(passport), { reason: '   ' }), 400, 'invalid_body');
  expectError(await reviewer.call('POST', KYC_PATHS.reject(passport), { reason: 'x'.repeat(501) }), 400, 'invalid_body');
  expectError(await reviewer.call('POST', KYC_PATHS.reject(passport), { reason: 'Blurred', extra: 1 }), 400, 'invalid_body');
  assert.equal(auditOf(server, passport).length, 0);

  const rejected = await reviewer.call('POST', KYC_PATHS.reject(passport), { reason: '  The photo page is blurred: upload a sharper photo  ' });
  assert.equal(rejected.statusCode, 200, rejected.body);
  assert.equal(v.parse(KycDocumentReplySchema, rejected.json()).data.player.phase, 'more_needed');

  const seen = await documentsOf(owner);
  assert.equal(seen.state.phase, 'more_needed');
  assert.equal(seen.state.requested_additional_document, true);
  assert.equal(seen.documents[0]?.status, 'rejected');
  assert.equal(seen.documents[0]?.comment, 'The photo page is blurred: upload a sharper photo');

  const [row] = auditOf(server, passport);
  assert.equal(row?.action, 'kyc.reject');
  assert.equal(JSON.parse(row?.after_json ?? 'null').comment, 'The photo page is blurred: upload a sharper photo');
  expectError(await reviewer.call('POST', KYC_PATHS.reject(passport), { reason: 'Again' }), 409, 'kyc_already_decided');
  expectError(await reviewer.call('POST', KYC_PATHS.approve(passport)), 409, 'kyc_already_decided');

  // The player uploads again and the next document is approved: verified, with both decisions audited.
  const second = await uploaded(owner, 'passport', PDF, 'scan.pdf', 'application/pdf');
  assert.equal((await reviewer.call('POST', KYC_PATHS.approve(second))).statusCode, 200);
  assert.equal((await documentsOf(owner)).state.phase, 'verified');
  assert.deepEqual(auditOf(server, second).map((entry) => entry.action), ['kyc.approve']);
});
