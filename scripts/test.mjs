// npm test: everything CI runs. Installs what is missing (dependencies, Debian Chromium), then
// type check → build → unit/server/build tests (node:test) → browser component tests
// (web-test-runner) → end-to-end journeys (Playwright against the real server).
// The last line is the summary "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, ensureDependencies, root, run } from './lib/setup.mjs';

const TS_CONFIGS = ['tsconfig.json', 'server/tsconfig.json', 'tests/tsconfig.json', 'root-config/service-worker/tsconfig.json'];
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const want = (stage) => only.length === 0 || only.includes(stage);
const totals = { passed: 0, failed: 0 };
const stages = [];

function record(stage, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  stages.push(`${stage}: ${passed} passed, ${failed} failed`);
}

/**
 * Tests live beside each other by the module they test (tests/platform, tests/shell, tests/server/<service>, ...);
 * the suffix names the runner: `*.test.ts` node:test, `*.browser.test.ts(x)` web-test-runner, `*.e2e.ts` Playwright.
 */
function nodeTestFiles() {
  return readdirSync(path.join(root, 'tests'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts') && !e.name.endsWith('.browser.test.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/'))
    .sort();
}
/** node:test stages: server (tests/server), build output (tests/build), unit (every other module's folder). */
const stageOf = (file) => (file.startsWith('tests/server/') ? 'server' : file.startsWith('tests/build/') ? 'build' : 'unit');
const filesOf = (stage) => nodeTestFiles().filter((f) => stageOf(f) === stage);

/** Runs a command, echoing its output, and returns the output text. */
function capture(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

async function nodeTests(stage, files) {
  if (files.length === 0) return;
  const { code, out } = await capture(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files]);
  const text = strip(out);
  const pass = Number(/(?:ℹ|#) pass (\d+)/.exec(text)?.[1] ?? 0);
  const fail = Number(/(?:ℹ|#) fail (\d+)/.exec(text)?.[1] ?? 0);
  record(stage, pass, fail || (code !== 0 && pass === 0 ? 1 : 0));
}

async function main() {
  ensureDependencies();
  if (want('browser') || want('e2e')) {
    if (run('bash', ['scripts/ensure-chromium.sh']) !== 0) throw new Error('Chromium install failed');
  }

  if (want('typecheck')) {
    // Three configurations: browser modules (DOM, no Node), the server (Node, no DOM), tests and scripts (both).
    for (const config of TS_CONFIGS) {
      const code = run('npx', ['tsc', '-p', config]);
      record(`typecheck ${config}`, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
    }
  }

  build();

  if (want('unit')) await nodeTests('unit', filesOf('unit'));
  if (want('server')) await nodeTests('server', filesOf('server'));
  if (want('build')) await nodeTests('build', filesOf('build'));

  if (want('browser')) {
    const { code, out } = await capture('npx', ['web-test-runner', '--config', 'tests/wtr.config.mjs']);
    const text = strip(out);
    const m = [...text.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
    const passed = Number(m?.[1] ?? 0);
    const failed = Number(m?.[2] ?? 0);
    record('browser', passed, failed || (code !== 0 ? 1 : 0));
  }

  if (want('e2e')) {
    const report = path.join(root, 'test-results', 'e2e.json');
    rmSync(report, { force: true });
    const { code } = await capture('npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts']);
    let passed = 0;
    let failed = 0;
    if (existsSync(report)) {
      const stats = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
      passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed = stats.unexpected ?? 0;
    }
    record('e2e', passed, failed || (code !== 0 ? 1 : 0));
  }

  console.log(`\n${stages.join('\n')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
