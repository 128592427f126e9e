/**
 * Development overrides (issue 14 item 3): a developer points one module of the import map at a local
 * build (here a tiny server on another port of this machine) and the deployed rest of the site runs
 * around it; the shell page's CSP lets scripts from the developer's machine in, outside production.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectPage } from './support';

/** A "local build" of @kickoff/information: single-spa lifecycles that draw one line in the content slot. */
const LOCAL_INFORMATION = `System.register([], function (exports) {
  return { execute: function () {
    exports('bootstrap', function () { return Promise.resolve(); });
    exports('mount', function () {
      var line = document.createElement('p');
      line.id = 'local-build';
      line.textContent = 'Local build of the information module';
      document.querySelector('[data-slot="content"]').appendChild(line);
      return Promise.resolve();
    });
    exports('unmount', function () {
      var line = document.getElementById('local-build');
      if (line) line.remove();
      return Promise.resolve();
    });
  } };
});`;

let local: Server;
let localUrl: string;

test.beforeAll(async () => {
  local = createServer((request, response) => {
    if (request.url !== '/information.js') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end(LOCAL_INFORMATION);
  });
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  localUrl = `http://127.0.0.1:${(local.address() as AddressInfo).port}/information.js`;
});
test.afterAll(() => new Promise<void>((resolve) => local.close(() => resolve())));

test('an override in localStorage replaces one module; the rest of the page is the deployed site', async ({ page }) => {
  await page.addInitScript((url) => localStorage.setItem('import-map-override:@kickoff/information', url), localUrl);
  await page.goto('/en/information/about');
  await expectPage(page, 'information-about', 'main');
  await expect(page.locator('#local-build')).toHaveText('Local build of the information module');
  // The shell (a module that was not overridden) is the deployed one.
  await expect(page.locator('[data-slot="header"]').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toHaveCount(0);
});

test('without an override the deployed module renders; the overrides UI shows only with localStorage.devtools', async ({ page }) => {
  const trigger = page.locator('import-map-overrides-full').getByRole('button', { name: '{···}' });
  await page.goto('/en/information/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(trigger).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  await page.reload();
  await trigger.click();
  await expect(page.getByText('@kickoff/information', { exact: true })).toBeVisible();
});
