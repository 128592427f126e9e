// The platform's public surface as the TypeScript compiler sees it (issue 26): every name platform/src/index.ts
// exports (`type Name` for a type-only export) with a digest of its signature: a value's type, a type's shape
// (an interface's members, an alias's right-hand side). Implementation changes leave the digests alone; a changed
// parameter, property or union member changes one. Digests, not texts: a schema's type prints as kilobytes.
import { createHash } from 'node:crypto';
import path from 'node:path';
import ts from 'typescript';

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;

const digest = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);

function isTypeOnlyExport(symbol) {
  return (symbol.declarations ?? []).some((d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly));
}

/** A type's shape: an object type's members spelled out (an interface prints as its bare name otherwise). */
function shapeOf(checker, type) {
  const text = checker.typeToString(type, undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias);
  if (!(type.flags & ts.TypeFlags.Object)) return text;
  const members = checker.getPropertiesOfType(type).map((p) => {
    const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
    const readonly = (p.declarations ?? []).some((d) => ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly) ? 'readonly ' : '';
    return `${readonly}${p.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbol(p), undefined, FLAGS)}`;
  });
  const calls = checker.getSignaturesOfType(type, ts.SignatureKind.Call).map((s) => checker.signatureToString(s, undefined, FLAGS));
  const news = checker.getSignaturesOfType(type, ts.SignatureKind.Construct).map((s) => `new ${checker.signatureToString(s, undefined, FLAGS)}`);
  const params = (type.typeParameters ?? type.target?.typeParameters ?? []).map((t) => checker.typeToString(t));
  return `<${params.join(', ')}>{ ${[...calls, ...news, ...members].join('; ')} }`;
}

/**
 * Reads the surface of `entry` (default platform/src/index.ts) with the compiler options of `tsconfig`.
 * Returns { name: digest } sorted by name.
 */
export function readSurface(root, { entry = 'platform/src/index.ts', tsconfig = 'tsconfig.json' } = {}) {
  const configFile = path.join(root, tsconfig);
  const config = ts.readConfigFile(configFile, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configFile));
  const entryFile = path.join(root, entry);
  const program = ts.createProgram({ rootNames: [entryFile], options: { ...parsed.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry}: not a module`);
  const surface = {};
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const typeOnly = isTypeOnlyExport(symbol) || !(target.flags & ts.SymbolFlags.Value);
    const text = typeOnly
      ? `type ${shapeOf(checker, checker.getDeclaredTypeOfSymbol(target))}`
      : `value ${checker.typeToString(checker.getTypeOfSymbol(target), undefined, FLAGS)}`;
    // A module's type prints with its absolute path (`typeof import("/home/…/forms/index")`): the digest takes it relative to the root.
    surface[typeOnly ? `type ${symbol.name}` : symbol.name] = digest(text.replaceAll(`${root}${path.sep}`, '').replaceAll(root, '.'));
  }
  return Object.fromEntries(Object.entries(surface).sort(([a], [b]) => a.localeCompare(b)));
}
