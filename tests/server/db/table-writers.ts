/**
 * Which service writes which table, read from the server's source: every `INSERT INTO`, `INSERT OR …
 * INTO`, `REPLACE INTO`, `UPDATE` and `DELETE FROM` statement (comments left out) is counted for the
 * service folder its file is in (`server/<service>/…`; files directly under server/ count as `(app)`).
 * Table names built at run time (`DELETE FROM ${table}`) are not seen.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const WRITE = /\b(?:INSERT(?:\s+OR\s+[A-Za-z]+)?\s+INTO|REPLACE\s+INTO|UPDATE(?:\s+OR\s+[A-Za-z]+)?|DELETE\s+FROM)\s+["`]?([A-Za-z_]\w*)/g;
/** Words that follow UPDATE without naming a table (`DO UPDATE SET`, `BEFORE UPDATE ON`, `UPDATE OF col`). */
const NOT_TABLES = new Set(['set', 'on', 'of']);

const withoutComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/[^\n]*/g, '$1');

/** The tables one source text writes. */
export function tablesWritten(source: string): Set<string> {
  const tables = new Set<string>();
  for (const match of withoutComments(source).matchAll(WRITE)) {
    const table = match[1];
    if (table !== undefined && !NOT_TABLES.has(table.toLowerCase())) tables.add(table);
  }
  return tables;
}

/** table → the services whose files write it (each with the files). */
export function writersOf(files: ReadonlyArray<{ service: string; path: string; source: string }>): Map<string, Map<string, string[]>> {
  const writers = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    for (const table of tablesWritten(file.source)) {
      const services = writers.get(table) ?? new Map<string, string[]>();
      services.set(file.service, [...(services.get(file.service) ?? []), file.path]);
      writers.set(table, services);
    }
  }
  return writers;
}

/** The server's TypeScript files with their service folder. */
export function serverFiles(serverDir: string): Array<{ service: string; path: string; source: string }> {
  const files: Array<{ service: string; path: string; source: string }> = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) {
        const rel = relative(serverDir, path);
        const parts = rel.split(sep);
        files.push({ service: parts.length > 1 ? (parts[0] ?? '(app)') : '(app)', path: rel, source: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(serverDir);
  return files;
}
