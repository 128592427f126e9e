/**
 * The shape of server/: no import cycle (type imports included), the platform only through
 * @kickoff/contracts, and db/ (infrastructure) never importing a service.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = join(ROOT, 'server');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'data' || name === 'node_modules' ? [] : tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier of `import … from`, `import type … from`, `export … from`, side-effect imports and `import()`. */
export function specifiers(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const match of withoutComments.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/** The server file a relative specifier names, or undefined for packages and aliases. */
function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return `${base}.ts`;
}

export type Graph = Map<string, string[]>;

export function buildGraph(files: readonly string[], read: (file: string) => string): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const edges = specifiers(read(file))
      .map((specifier) => resolveLocal(file, specifier))
      .filter((target): target is string => target !== undefined && target.startsWith(SERVER));
    graph.set(file, [...new Set(edges)]);
  }
  return graph;
}

/** The first cycle found (as a path that starts and ends at the same file), or undefined. */
export function findCycle(graph: Graph): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (state.get(next) === undefined) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    if (state.get(node) !== undefined) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

const files = tsFiles(SERVER);
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const name = (file: string): string => relative(ROOT, file);

test('server/ has no import cycle (type imports included)', () => {
  const cycle = findCycle(buildGraph(files, (file) => sources.get(file) ?? ''));
  assert.equal(cycle, undefined, `import cycle: ${(cycle ?? []).map(name).join(' → ')}`);
});

test('the cycle finder finds a cycle through type imports', () => {
  const a = join(SERVER, 'fake', 'a.ts');
  const b = join(SERVER, 'fake', 'b.ts');
  const c = join(SERVER, 'fake', 'c.ts');
  const fake = new Map([
    [a, "import { b } from './b';"],
    [b, "export { c } from './c';"],
    [c, "import type { A } from './a';"],
  ]);
  assert.deepEqual(findCycle(buildGraph([...fake.keys()], (file) => fake.get(file) ?? '')), [a, b, c, a]);
  fake.set(c, '// import type { A } from "./a";');
  assert.equal(findCycle(buildGraph([...fake.keys()], (file) => fake.get(file) ?? '')), undefined, 'comments are not imports');
});

test('server/ reaches the platform only through @kickoff/contracts', () => {
  const offenders = files.flatMap((file) =>
    specifiers(sources.get(file) ?? '')
      .filter((specifier) => specifier.startsWith('.') && resolve(dirname(file), specifier).startsWith(join(ROOT, 'platform')))
      .map((specifier) => `${name(file)}: ${specifier}`),
  );
  assert.deepEqual(offenders, []);
});

test('server/db (infrastructure) imports no service', () => {
  const db = join(SERVER, 'db');
  const offenders = files
    .filter((file) => file.startsWith(db))
    .flatMap((file) =>
      specifiers(sources.get(file) ?? '')
        .map((specifier) => ({ specifier, target: resolveLocal(file, specifier) }))
        .filter(({ target }) => target !== undefined && !target.startsWith(db))
        .map(({ specifier }) => `${name(file)}: ${specifier}`),
    );
  assert.deepEqual(offenders, []);
});
