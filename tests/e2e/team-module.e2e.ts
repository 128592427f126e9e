/**
 * A team ships a module from its own repository (issue 26): `npm run new-module` writes a project into a folder
 * outside this repository; there it installs (the kit and the platform SDK from the packed tarballs, the rest
 * pinned by the lock), passes its own tests (type check, server view in Node, component in Chromium), and deploys to
 * the running server (upload, then the map patched with If-Match). A CMS editor puts <kickoff-module> on a page and
 * the parcel shows. A second build for another platform major is refused by the deploy service, and forced into a
 * page's map it shows the error block while the rest of the page works. The kit's dev server serves a stable entry
 * with CORS and tells open pages when it rebuilt.
 */
import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createModule, parseArgs } from '../../scripts/new-module.mjs';
import { startDevServer } from '../../packages/module-kit/lib/serve.mjs';
import { CMS_ORIGIN } from './playwright.config';

const NAME = '@e2e/slip-summary';
const folder = mkdtempSync(path.join(tmpdir(), 'kickoff-team-'));
const project = path.join(folder, 'slip-summary');

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs a command in the team's project; answers its exit status and output. */
function run(command: string, args: string[]): { status: number; output: string } {
  const result = spawnSync(command, args, { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, timeout: 240_000 });
  return { status: result.status ?? 1, output: `${result.stdout}\n${result.stderr}` };
}

/** Publishes a page on the demo CMS with the README's loader snippet, `extraHead` and `body`; answers its URL. */
async function publishCmsPage(page: Page, kickoff: string, body: string, extraHead = ''): Promise<void> {
  await page.goto(`${CMS_ORIGIN}/editor`);
  const html = `<script src="${kickoff}/dist/vendor/system.min.js"></script>
<script type="systemjs-importmap" src="${kickoff}/importmap.json"></script>
${extraHead}
<script>System.import('@kickoff/embeds')</script>
${body}
<kickoff-login-button></kickoff-login-button>`;
  await page.getByLabel('Page HTML').fill(html);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/pages\/\d+$/);
}

test('a module made outside the repository is installed, tested, deployed and shown; one built for another platform major never breaks a page', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  const kickoff = baseURL ?? '';
  await createModule(parseArgs([NAME, '--out', project]), () => undefined);
  expect(path.relative(path.resolve('.'), project).startsWith('..'), 'the project is outside this repository').toBe(true);

  const install = run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  expect(install.status, install.output).toBe(0);
  const tested = run('npm', ['test']);
  expect(tested.status, tested.output).toBe(0);
  expect(tested.output).toContain('the server view draws the empty slip');
  expect(tested.output).toMatch(/1 passed, 0 failed/);

  const deployed = run('npm', ['run', 'deploy', '--', '--server', kickoff]);
  expect(deployed.status, deployed.output).toBe(0);
  const entry = /@e2e\/slip-summary \(default\): .* → (\/dist\/teams\/e2e\/slip-summary\/index-\w+\.js), version \d+/.exec(deployed.output)?.[1];
  expect(entry, deployed.output).toBeTruthy();
  const served = (await (await page.request.get(`${kickoff}/importmap.json`)).json()) as { imports: Record<string, string>; integrity: Record<string, string> };
  expect(served.imports[NAME]).toBe(entry);
  expect(served.integrity[entry ?? '']).toMatch(/^sha384-/);

  // An editor places the parcel on a CMS landing page (English: the page's <html lang>).
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await publishCmsPage(page, kickoff, `<kickoff-module module="${NAME}"></kickoff-module>`);
  const parcel = page.locator('kickoff-module').getByRole('region', { name: 'Your bet slip' });
  await expect(parcel).toBeVisible({ timeout: 15_000 });
  await expect(parcel).toContainText('0 selections');
  expect(errors, errors.join('\n')).toEqual([]);

  // The operator ships the platform's next major one day; this team's next build is made against it, but the site still runs this one.
  const sdkPackage = path.join(project, 'node_modules', '@kickoff', 'platform', 'package.json');
  const sdk = JSON.parse(readFileSync(sdkPackage, 'utf8')) as { version: string };
  const nextMajor = `${Number(sdk.version.split('.')[0]) + 1}.0.0`;
  writeFileSync(sdkPackage, JSON.stringify({ ...sdk, version: nextMajor }));
  const rebuilt = run('npm', ['run', 'build']);
  expect(rebuilt.status, rebuilt.output).toBe(0);
  expect(rebuilt.output).toContain(`requires @kickoff/platform ^${nextMajor}`);
  const refused = run('npx', ['kickoff-module', 'deploy', '--no-build', '--server', kickoff]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('409 incompatible_platform');
  expect(refused.output).toContain(`${NAME} was built for @kickoff/platform ^${nextMajor}, but the map publishes @kickoff/platform ${sdk.version}`);
  const after = (await (await page.request.get(`${kickoff}/importmap.json`)).json()) as { imports: Record<string, string> };
  expect(after.imports[NAME], 'the map still names the deployed build').toBe(entry);

  // Forced into a page's map anyway (an import map after the site's), it shows the error block; the rest works.
  const misfit = (JSON.parse(readFileSync(path.join(project, 'dist', 'importmap.json'), 'utf8')) as { imports: Record<string, string> }).imports[NAME];
  errors.length = 0;
  await publishCmsPage(
    page,
    kickoff,
    `<kickoff-module module="${NAME}"></kickoff-module>`,
    `<script type="systemjs-importmap">${JSON.stringify({ imports: { [NAME]: `${kickoff}${misfit}` } })}</script>`,
  );
  await expect(page.locator('kickoff-module').getByRole('alert')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('kickoff-module').getByRole('region', { name: 'Your bet slip' })).toHaveCount(0);
  await expect(page.locator('kickoff-login-button').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(errors.join('\n')).toContain(`${NAME} was built for @kickoff/platform ^${nextMajor}, but this page runs @kickoff/platform ${sdk.version}: not mounted`);
  // Back to the SDK the site runs, for the development journey below.
  writeFileSync(sdkPackage, JSON.stringify(sdk));
});

test("the kit's dev server: the parcel on a development page with the site's elements, a bet from them reaches it, and a saved file reloads the page", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  test.skip(!existsSync(path.join(project, 'node_modules')), 'needs the project the journey above installed');
  const server = await startDevServer(project, { port: Number(process.env.E2E_PORT ?? 8181) + 11, site: baseURL ?? '' });
  try {
    const entry = await fetch(`${server.origin}/entry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const code = await entry.text();
    expect(code).toMatch(/^System\.register\(/);
    expect(code).toContain('__kickoffLiveReload');

    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${server.origin}/`);
    const parcel = page.locator('kickoff-module').getByRole('region', { name: 'Your bet slip' });
    await expect(parcel).toContainText('0 selections', { timeout: 15_000 });
    // A bet from the site's own element reaches the team's parcel through the platform's event.
    const odd = page.locator('kickoff-top-events').getByRole('button').first();
    await expect(odd).toBeVisible({ timeout: 15_000 });
    await odd.click();
    await expect(parcel).toContainText('1 selection');
    await expect(parcel).toContainText('Last added:');

    const source = path.join(project, 'src', 'i18n', 'en.ts');
    writeFileSync(source, readFileSync(source, 'utf8').replace("title: 'Your bet slip'", "title: 'My bet slip'"));
    await expect(page.locator('kickoff-module').getByRole('region', { name: 'My bet slip' })).toBeVisible({ timeout: 20_000 });
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    await server.close();
  }
});
