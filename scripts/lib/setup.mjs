// Shared steps of `npm start` and `npm test`: install dependencies when missing, build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return result.status ?? 1;
}

/**
 * npm install when node_modules is missing, older than the lockfile, or lacks the build tools. The build
 * tools are development dependencies and the site is built on this machine whatever NODE_ENV says: under
 * NODE_ENV=production npm would skip them (and esbuild with them), so they are asked for explicitly.
 */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const buildTools = ['esbuild', 'rollup', 'tsx'].map((name) => path.join(root, 'node_modules', name, 'package.json'));
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs) || buildTools.some((file) => !existsSync(file));
  if (!stale) return;
  console.log('Installing dependencies (npm install --include=dev)…');
  if (run('npm', ['install', '--include=dev', '--no-audit', '--no-fund']) !== 0) throw new Error('npm install failed');
}

export function build(env = {}) {
  if (run(process.execPath, ['esbuild.config.mjs'], { env }) !== 0) throw new Error('build failed');
}

export function packageJson() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
}
