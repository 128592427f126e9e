/** The KYC screen's pure parts: filters from the query string, the queue's staff call, paths and file views. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentIdOf, downloadName, fileView, filterQuery, filtersOf, playerLabel, queuePath, sizeText } from '../../backoffice/src/screens/kyc/queue';

test('filters: waiting by default; unknown status, kind or player id fall back to the defaults', () => {
  assert.deepEqual(filtersOf(new URLSearchParams('')), { status: 'pending', kind: undefined, userId: undefined });
  assert.deepEqual(filtersOf(new URLSearchParams('status=rejected&kind=selfie&userId=10000005')), { status: 'rejected', kind: 'selfie', userId: '10000005' });
  assert.deepEqual(filtersOf(new URLSearchParams('status=all&kind=diploma&userId=1;drop')), { status: 'all', kind: undefined, userId: undefined });
  assert.deepEqual(filtersOf(new URLSearchParams('status=maybe&userId= 42 ')), { status: 'pending', kind: undefined, userId: '42' });
});

test('the queue call carries the filters and the cursor; the link leaves the default status out', () => {
  assert.equal(queuePath(filtersOf(new URLSearchParams('')), undefined), '/staff-api/kyc/documents?status=pending');
  assert.equal(queuePath({ status: 'all', kind: 'passport', userId: '7' }, '120'), '/staff-api/kyc/documents?status=all&kind=passport&userId=7&before=120');
  assert.deepEqual(filterQuery({ status: 'pending', kind: undefined, userId: undefined }), { status: null, kind: null, userId: null });
  assert.deepEqual(filterQuery({ status: 'approved', kind: 'address', userId: '9' }), { status: 'approved', kind: 'address', userId: '9' });
});

test('a document path is a positive id; anything else is no document', () => {
  assert.equal(documentIdOf('12'), 12);
  for (const rest of ['0', 'abc', '12a', '-3', '1.5', '', '../12']) assert.equal(documentIdOf(rest), null, rest);
});

test('images show inline, PDFs as links; the download name is kind and id, never the player file name', () => {
  assert.equal(fileView({ mediaType: 'image/png' }), 'image');
  assert.equal(fileView({ mediaType: 'image/jpeg' }), 'image');
  assert.equal(fileView({ mediaType: 'application/pdf' }), 'pdf');
  assert.equal(downloadName(5, 'address', { mediaType: 'application/pdf' }), 'address-5.pdf');
  assert.equal(downloadName(6, 'passport', { mediaType: 'image/jpeg' }), 'passport-6.jpg');
  assert.equal(downloadName(7, 'selfie', { mediaType: 'image/png' }), 'selfie-7.png');
});

test('the player label and file sizes', () => {
  assert.equal(playerLabel({ id: 1, email: 'a@b.test', name: 'Ann Bee', phase: 'pending' }), 'Ann Bee (a@b.test)');
  assert.equal(playerLabel({ id: 2, email: null, name: null, phase: 'pending' }), '#2');
  assert.equal(playerLabel({ id: 3, email: null, name: 'Cee', phase: 'verified' }), 'Cee (#3)');
  assert.equal(sizeText(512), '512 B');
  assert.equal(sizeText(1536), '1.5 KB');
  assert.equal(sizeText(5 * 1024 * 1024), '5.0 MB');
});
