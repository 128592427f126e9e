/**
 * The shell's text namespaces: `shell` (loaded before the first render, so only what the always-loaded
 * parcels show), `auth` and `account` (registered and loaded with their lazy code). Every `ns:key`
 * the shell's code names exists in that namespace, the code that names `auth:` / `account:` keys
 * is in the lazy folders, and the first-visit entry never imports their registration.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell-parcels/src');
const BUNDLES = { shell: 'i18n', auth: 'auth/i18n', account: 'account/i18n' } as const;
type Namespace = keyof typeof BUNDLES;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

async function keysOf(ns: Namespace): Promise<Set<string>> {
  const mod = (await import(path.join(SRC, BUNDLES[ns], 'ru.ts'))) as { default: Record<string, string> };
  return new Set(Object.keys(mod.default));
}

/** `ns:key` literals and `ns:prefix_${…}` templates in a file. */
function usedKeys(text: string): Array<{ ns: Namespace; key: string; prefix: boolean }> {
  return [...text.matchAll(/\b(shell|auth|account):([a-z][a-z0-9_]*)(\$\{)?/g)].map((m) => ({
    ns: m[1] as Namespace,
    key: m[2] ?? '',
    prefix: m[3] !== undefined,
  }));
}

test('every shell, auth and account key the shell code names exists (plural keys by their forms)', async () => {
  const keys = { shell: await keysOf('shell'), auth: await keysOf('auth'), account: await keysOf('account') };
  const missing: string[] = [];
  for (const file of sourceFiles(SRC)) {
    for (const { ns, key, prefix } of usedKeys(readFileSync(file, 'utf8'))) {
      const known = keys[ns];
      const found = prefix ? [...known].some((k) => k.startsWith(key)) : known.has(key) || known.has(`${key}_other`);
      if (!found) missing.push(`${path.relative(SRC, file)}: ${ns}:${key}${prefix ? '…' : ''}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('auth and account texts are named only by the lazily loaded auth and account code', () => {
  const outside = sourceFiles(SRC)
    .filter((file) => !/^(auth|account)[/\\]/.test(path.relative(SRC, file)))
    .filter((file) => usedKeys(readFileSync(file, 'utf8')).some((u) => u.ns !== 'shell'))
    .map((file) => path.relative(SRC, file));
  assert.deepEqual(outside, []);
});

/** The relative static imports of a file (not `import type`, not `import()`), resolved to files. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  return specs.map((spec) => {
    const base = path.resolve(path.dirname(file), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      try {
        if (readdirSync(path.dirname(candidate)).includes(path.basename(candidate)) && /\.(tsx?|css)$/.test(candidate)) return candidate;
      } catch {
        // not a folder
      }
    }
    return base;
  });
}

test('the first-visit code (the parcels entry and its static imports) never registers the lazy namespaces', () => {
  const seen = new Set<string>();
  const queue = [path.join(SRC, 'index.ts')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  const reached = [...seen].map((file) => path.relative(SRC, file));
  assert.ok(reached.includes('header/Header.tsx') && reached.includes('i18n.ts'), `the walk follows the imports: ${reached.join(', ')}`);
  assert.deepEqual(reached.filter((file) => /^(auth|account)[/\\]i18n\.ts$/.test(file)), []);
  assert.deepEqual(reached.filter((file) => /^account[/\\]/.test(file)), [], 'the account area is lazy');
});
