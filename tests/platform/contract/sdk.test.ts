/**
 * The platform SDK (scripts/contract/sdk.mjs, issue 26): the public surface as one declaration file in a package
 * named `@kickoff/platform` at the contract's version. A module of a team's own repository, which sees nothing of
 * this repository but that package (and the shared libraries' types), type-checks against it; a name the platform
 * does not export is an error there.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { buildPlatformSdk, SDK_PEERS } from '../../../scripts/contract/sdk.mjs';
import { readContract } from '../../../scripts/contract/platform-contract.mjs';

const root = path.join(import.meta.dirname, '../../..');

/** A team's module: a parcel reading a platform store, listening to a typed event, with its lifecycles. */
const PARCEL = `
import { useState } from 'react';
import { $language, listen, reactLifecycles, useStore, useT, PLATFORM_VERSION, type Bet } from '@kickoff/platform';

function LastBet() {
  const t = useT();
  const lang = useStore($language);
  const [bet, setBet] = useState<Bet | null>(null);
  listen('kickoff:add-bet', (detail) => setBet(detail.bet));
  return <p lang={lang}>{bet ? bet.market.outcomeName : t('coupon:empty')} ({PLATFORM_VERSION})</p>;
}

export const parcel = reactLifecycles(LastBet);
`;

/** Type-checks `source` as a module of a project outside the repository; answers its error messages. */
function typeCheck(project: string, source: string): string[] {
  const file = path.join(project, 'src', 'parcel.tsx');
  writeFileSync(file, source);
  const program = ts.createProgram({
    rootNames: [file],
    options: { strict: true, jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, noEmit: true, skipLibCheck: false, types: [] },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

test('a module of its own repository type-checks against the SDK alone; an unknown platform name does not', async (t) => {
  const project = mkdtempSync(path.join(tmpdir(), 'kickoff-team-'));
  t.after(() => rmSync(project, { recursive: true, force: true }));
  mkdirSync(path.join(project, 'src'));
  mkdirSync(path.join(project, 'node_modules', '@kickoff'), { recursive: true });
  mkdirSync(path.join(project, 'node_modules', '@types'), { recursive: true });
  mkdirSync(path.join(project, 'node_modules', '@nanostores'), { recursive: true });
  const { version, dir } = await buildPlatformSdk(root, path.join(project, 'node_modules', '@kickoff', 'platform'));
  assert.equal(version, readContract(root).version);
  assert.equal(dir, path.join(project, 'node_modules', '@kickoff', 'platform'));
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string; peerDependencies: Record<string, string> };
  assert.equal(pkg.name, '@kickoff/platform');
  assert.equal(pkg.version, version);
  assert.deepEqual(Object.keys(pkg.peerDependencies), SDK_PEERS);
  // The shared libraries the declarations name, as a team's install would have them.
  for (const name of [...SDK_PEERS, '@types/react']) symlinkSync(path.join(root, 'node_modules', name), path.join(project, 'node_modules', name), 'dir');

  assert.deepEqual(typeCheck(project, PARCEL), []);
  const wrong = typeCheck(project, `${PARCEL}\nimport { notAPlatformExport } from '@kickoff/platform';\nvoid notAPlatformExport;\n`);
  assert.ok(wrong.some((m) => /has no exported member 'notAPlatformExport'/.test(m)), wrong.join('\n'));
  const misused = typeCheck(project, PARCEL.replace("listen('kickoff:add-bet', (detail) => setBet(detail.bet));", "listen('kickoff:add-bet', (detail) => setBet(detail.stake));"));
  assert.ok(misused.length > 0, 'an event payload is typed');
});
