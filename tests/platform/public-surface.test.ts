/**
 * The platform's public surface is an allow-list: the names platform/src/index.ts exports (values
 * from the module namespace, type-only names from its `export type {…}` statements) must equal the
 * names platform/contract.json records (issue 26: the versioned contract; `npm run contract` records a
 * change and raises the version by the rule). A new export, or one that goes, fails here with the names, so
 * growing the contract between modules is a visible decision in review.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as platform from '../../platform/src/index';

const here = import.meta.dirname;
const INDEX = path.join(here, '../../platform/src/index.ts');
const CONTRACT = path.join(here, '../../platform/contract.json');

/** Type-only names: `export type { A, B } from …` and `export { type A } from …`. */
function typeOnlyExports(source: string): string[] {
  const file = ts.createSourceFile(INDEX, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      if (statement.isTypeOnly || element.isTypeOnly) names.push(element.name.text);
    }
  }
  return names;
}

/** The contract's names (`type Name` for a type-only export). */
const recordedNames = (text: string): string[] => Object.keys((JSON.parse(text) as { surface: Record<string, string> }).surface);

test('index.ts lists its exports by name (no `export *`, which would hide names from this check)', () => {
  assert.doesNotMatch(readFileSync(INDEX, 'utf8'), /^export \*/m);
});

test('the public surface of @kickoff/platform is exactly the allow-list', () => {
  const actual = new Set([...Object.keys(platform), ...typeOnlyExports(readFileSync(INDEX, 'utf8')).map((name) => `type ${name}`)]);
  const allowed = recordedNames(readFileSync(CONTRACT, 'utf8'));
  const expected = new Set(allowed);
  assert.equal(expected.size, allowed.length, 'the allow-list names each export once');
  const added = [...actual].filter((name) => !expected.has(name)).sort();
  const removed = [...expected].filter((name) => !actual.has(name)).sort();
  assert.ok(
    added.length === 0 && removed.length === 0,
    [
      'platform/src/index.ts and platform/contract.json differ: the contract other modules see changed (npm run contract records it).',
      added.length ? `  added (export them on purpose, then record them): ${added.join(', ')}` : '',
      removed.length ? `  removed (no module may use them any more): ${removed.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
});
