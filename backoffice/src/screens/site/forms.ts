/**
 * The site screen's form logic (pure): which input a config value gets, reading an input back into a
 * value, the changed keys of a form, times between `datetime-local` and ISO, and a schema's issues by
 * field (the messages the server would answer, shown before the call).
 */
import * as v from 'valibot';

/** How a config field is edited: a number, a line of text, or JSON (lists and objects). */
export type FieldKind = 'number' | 'text' | 'json';

export function fieldKind(value: unknown): FieldKind {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'text';
  return 'json';
}

/** The text an input shows for a value of its kind. */
export function fieldText(kind: FieldKind, value: unknown): string {
  if (kind === 'json') return JSON.stringify(value, null, 2);
  return value === undefined || value === null ? '' : String(value);
}

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/** An input's text back into a value of its kind (a number that is not one, or JSON that does not parse, is refused). */
export function parseField(kind: FieldKind, text: string): Parsed {
  if (kind === 'text') return { ok: true, value: text };
  if (kind === 'number') {
    const trimmed = text.trim();
    const value = Number(trimmed);
    return trimmed !== '' && Number.isFinite(value) ? { ok: true, value } : { ok: false, message: 'must be a number' };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: 'must be valid JSON' };
  }
}

/** The entries of `current` whose value differs from `initial` (compared as JSON). */
export function changedEntries<T>(initial: Readonly<Record<string, T>>, current: Readonly<Record<string, T>>): Record<string, T> {
  const changed: Record<string, T> = {};
  for (const [key, value] of Object.entries(current)) {
    if (JSON.stringify(value) !== JSON.stringify(initial[key])) changed[key] = value;
  }
  return changed;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's zone ('' for none or an invalid time). */
export function isoToLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value (the browser's zone) as an ISO time; '' is null, an invalid value undefined. */
export function localInputToIso(local: string): string | null | undefined {
  if (local.trim() === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** A schema's issues by dotted path ('' for the whole value): the first message of each. */
export function issuesByField(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    issues[path] ??= issue.message;
  }
  return issues;
}

/** The issues as one line, `path: message; …` (as the server's detail reads). */
export function issuesText(issues: Readonly<Record<string, string>>): string {
  return Object.entries(issues)
    .map(([path, message]) => (path ? `${path}: ${message}` : message))
    .join('; ');
}
