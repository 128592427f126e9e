/**
 * KYC in the operator console (issue 24): a player who may not withdraw uploads a passport scan in the
 * office, a KYC reviewer finds it in the console's queue, sees the image, rejects another document with
 * a reason the player reads, approves the passport, and the player, now verified, withdraws.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectPage, pageToken, resetServer, signIn } from './support';
import { signInStaff } from './staff-support';

const PLAYER = { email: 'unverified@kickoff.test', id: 10000005, account: 20000007, name: 'Unverified Player' } as const;
/** A real 1×1 PNG, so the console's <img> decodes it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Uploads a file of `kind` from the office verification page and waits for the pending state. */
async function uploadDocument(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.goto('/en/office/verification');
  const screen = page.locator('[data-route="office-verification"]');
  const form = screen.getByRole('form', { name: 'Upload a document' });
  await form.getByRole('radio', { name: kind }).check();
  await form.getByLabel('File').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toHaveText('The document is uploaded and sent for review.');
}

/** A withdrawal as the page's player, straight to the API: the status code. */
async function withdrawByApi(page: Page, key: string): Promise<number> {
  const reply = await page.request.post('/web-api/office/payments/withdrawals', {
    headers: { authorization: `Bearer ${await pageToken(page)}`, 'idempotency-key': key },
    data: { accountId: PLAYER.account, methodId: 'card', amount: 500 },
  });
  return reply.status();
}

/** 1,000 RUB paid in with the demo provider's success card (the checkout started by the API). */
async function deposit(page: Page): Promise<void> {
  const started = await page.request.post('/web-api/office/deposits', {
    headers: { authorization: `Bearer ${await pageToken(page)}`, 'idempotency-key': 'kyc-e2e-deposit' },
    data: { method: 'card', amount: 1000, accountId: PLAYER.account, lng: 'en' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { data } = (await started.json()) as { data: { redirectUrl: string } };
  await page.goto(data.redirectUrl);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
}

async function reviewer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInStaff(page, 'kyc_reviewer');
  return page;
}

test('a reviewer rejects one document with a reason and approves the passport in the console; the player can then withdraw', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, PLAYER.email);
  await uploadDocument(page, 'Proof of address', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
  await uploadDocument(page, 'Passport (photo page)', { name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  expect(await withdrawByApi(page, 'kyc-e2e-before')).toBe(403);

  const staff = await reviewer(browser);
  await staff.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'KYC' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'KYC documents' })).toBeFocused();
  const queue = staff.getByRole('table', { name: 'Verification documents, newest first' });
  const rows = queue.getByRole('row').filter({ hasText: PLAYER.email });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Passport');
  await expect(rows.first()).toContainText('Under review');

  // The proof of address is a PDF: offered as links; rejected with a reason.
  await staff.getByLabel('Document kind').selectOption('address');
  await staff.getByRole('button', { name: 'Apply' }).click();
  await expect(staff).toHaveURL(/kind=address/);
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: /^Review document \d+$/ }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Document \d+: Proof of address$/ })).toBeFocused();
  const billId = Number(new URL(staff.url()).pathname.split('/').pop());
  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Download “bill.pdf”' }).click();
  expect((await download).suggestedFilename()).toBe(`address-${billId}.pdf`);
  await staff.getByRole('button', { name: `Reject document ${billId}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Reject document ${billId}` });
  await dialog.getByRole('button', { name: 'Reject the document' }).click();
  await expect(dialog).toBeVisible(); // the reason is required
  await dialog.getByLabel('Reason (the player reads it)').fill('The bill is older than three months.');
  await dialog.getByRole('button', { name: 'Reject the document' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(staff.getByRole('status').filter({ hasText: `Document ${billId} is rejected.` })).toBeVisible();
  await expect(staff.getByRole('button', { name: `Approve document ${billId}` })).toHaveCount(0);

  // Back in the queue (the filter kept): the passport waits; its image is shown from the staff call.
  await staff.getByRole('link', { name: 'Back to the queue' }).click();
  await staff.getByRole('button', { name: 'Clear' }).click();
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: /^Review document \d+$/ }).click();
  const image = staff.getByRole('img', { name: `Passport of ${PLAYER.name} (${PLAYER.email}), file “passport.png”` });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const passportId = Number(new URL(staff.url()).pathname.split('/').pop());
  await expect(staff.locator('dd[data-phase]')).toHaveText('Another document requested');
  await staff.getByRole('button', { name: `Approve document ${passportId}` }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Document ${passportId} is approved.` })).toBeVisible();
  await expect(staff.locator('dd[data-phase]')).toHaveText('Verified');

  // The player reads the reason and is verified.
  await page.goto('/en/office/verification');
  const office = page.locator('[data-route="office-verification"]');
  await expect(office.locator('[data-phase]')).toHaveAttribute('data-phase', 'verified');
  await expect(office.locator('[data-kind="address"][data-document-status="rejected"]')).toContainText('The bill is older than three months.');

  // And withdraws from the office.
  await deposit(page);
  await page.goto('/en/office/deduce');
  await expectPage(page, 'office-deduce');
  const content = page.locator('[data-slot="content"]');
  await content.getByLabel('Account').selectOption(String(PLAYER.account));
  await content.getByRole('radio', { name: 'Bank card' }).check();
  await content.getByLabel('Amount').fill('500');
  await content.getByRole('button', { name: 'Withdraw' }).click();
  // Accepted, no longer refused for verification: money deposited and not yet played waits for the
  // payments team's risk review (the unplayed-deposit rule), as a sportsbook's AML checks would have it.
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal in review' })).toBeVisible();
  await expect(page.locator('main[data-status="review"]')).toContainText('In review');
});
