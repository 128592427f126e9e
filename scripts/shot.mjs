// Dev helper: screenshot a URL with Debian Chromium and print console errors. Usage: node scripts/shot.mjs URL out.png
import { chromium } from '@playwright/test';
const [url = 'http://127.0.0.1:8080/ru', out = '/tmp/shot.png'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`[${m.type()}]`, m.text()); });
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
await page.goto(url);
await page.waitForTimeout(1500);
console.log('url', page.url(), 'layout', await page.getAttribute('html', 'data-layout'), 'page', await page.getAttribute('html', 'data-page'));
await page.screenshot({ path: out, fullPage: false });
await browser.close();
