/**
 * The platform's recorded contract (platform/contract.json) and the build's check of it
 * (scripts/contract/platform-contract.mjs, issue 26): the code's surface is the recorded one, and a surface
 * change without the version raise the rule asks for is refused, naming what changed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { checkContract, currentSurface, readContract } from '../../../scripts/contract/platform-contract.mjs';

const root = path.join(import.meta.dirname, '../../..');

test('the platform as it is matches its recorded contract', async () => {
  const { problems } = await checkContract(root);
  assert.deepEqual(problems, []);
});

test('an export the contract does not record is refused until the version is raised', async () => {
  const contract = readContract(root);
  const surface = { ...currentSurface(root), newHelper: 'abc123abc123' };
  const { problems } = await checkContract(root, surface, contract);
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /added: newHelper/);
  assert.match(problems[0] ?? '', /npm run contract/);
  assert.match(problems[0] ?? '', /\(minor\)/);
});

test('a changed signature asks for a major', async () => {
  const contract = readContract(root);
  const [first] = Object.keys(contract.surface);
  assert.ok(first);
  const surface = { ...contract.surface, [first]: 'changed00000' };
  const { problems } = await checkContract(root, surface, contract);
  assert.match(problems.join('\n'), new RegExp(`changed: \\${first}|changed: ${first}`));
  assert.match(problems.join('\n'), /\(major\)/);
});

test('a recorded surface whose version was not raised by the rule is refused', async () => {
  const recorded = readContract(root);
  const [first] = Object.keys(recorded.surface);
  assert.ok(first);
  const { [first]: _removed, ...without } = recorded.surface;
  // Someone recorded the surface with an export removed but raised only the minor.
  const contract = { version: '1.1.0', surface: without, previous: { version: '1.0.0', surface: recorded.surface } };
  const { problems } = await checkContract(root, without, contract);
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /1\.0\.0 → 1\.1\.0 does not follow the rule: this change needs a major raise/);
  const fixed = { ...contract, version: '2.0.0' };
  assert.deepEqual((await checkContract(root, without, fixed)).problems, []);
});

test('the surface does not depend on where the repository is checked out (a module type prints with its path)', async () => {
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { readSurface } = await import('../../../scripts/contract/surface.mjs');
  const checkout = (name: string): string => {
    const dir = mkdtempSync(path.join(tmpdir(), `kickoff-surface-${name}-`));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', target: 'es2022', moduleResolution: 'bundler' } }));
    writeFileSync(path.join(dir, 'src/rules.ts'), 'export const check = (value: string): boolean => value.length > 0;\n');
    writeFileSync(path.join(dir, 'src/index.ts'), "export const loadRules = (): Promise<typeof import('./rules')> => import('./rules');\n");
    return dir;
  };
  const [one, two] = [checkout('one'), checkout('two')];
  try {
    const a = readSurface(one, { entry: 'src/index.ts' });
    const b = readSurface(two, { entry: 'src/index.ts' });
    assert.ok(a.loadRules, 'the export is read');
    assert.deepEqual(a, b);
  } finally {
    rmSync(one, { recursive: true, force: true });
    rmSync(two, { recursive: true, force: true });
  }
});
