import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// How the client refreshes after a write (src/client/lib/server-resources.ts): every query declares the server
// resources it reads, every write those it changes, and one module refreshes the readers. These rules keep it
// the only way: a feature that invalidated another feature's key by hand would be stale again the day that key
// changed, and a query without `reads` is never refreshed by any write.

const CLIENT = 'src/client';
const REFRESHER = 'src/client/lib/server-resources.ts';
const QUERY_CLIENT = 'src/client/lib/query-client.ts';
const QUERY_DEFINITIONS = new Set([
  'useQuery',
  'useInfiniteQuery',
  'useSuspenseQuery',
  'useSuspenseInfiniteQuery',
  'queryOptions',
  'infiniteQueryOptions',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
]);
const REFRESHES = new Set(['invalidateQueries', 'refetchQueries', 'resetQueries']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path.split(sep).join('/')] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/test/');
const files = sourceFiles(CLIENT).map((file) => ({
  file,
  source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
}));

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

const calledName = (call: ts.CallExpression | ts.NewExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
};

const where = (file: string, source: ts.SourceFile, node: ts.Node) =>
  `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/** Whether an options object declares `meta: { <key>: … }`; options built elsewhere (a spread, a variable) count. */
function declaresMeta(argument: ts.Expression | undefined, key: 'reads' | 'writes'): boolean {
  if (!argument || !ts.isObjectLiteralExpression(argument)) return true;
  if (argument.properties.some(ts.isSpreadAssignment)) return true;
  const meta = argument.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'meta',
  );
  if (!meta || !ts.isObjectLiteralExpression(meta.initializer)) return false;
  return meta.initializer.properties.some((p) => p.name?.getText() === key);
}

/** The feature a file belongs to (src/client/features/<feature>/…), or null. */
function featureOf(file: string): string | null {
  return /^src\/client\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

function importedFeature(file: string, specifier: string): string | null {
  if (specifier.startsWith('@client/')) return featureOf(`src/client/${specifier.slice('@client/'.length)}/`);
  if (specifier.startsWith('.')) {
    return featureOf(
      `${relative(process.cwd(), resolve(file, '..', specifier))
        .split(sep)
        .join('/')}/`,
    );
  }
  return null;
}

describe('refreshing after a write', () => {
  it('found the client sources', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('invalidates or refetches only in the one module that refreshes by resource', () => {
    const offenders: string[] = [];
    for (const { file, source } of files) {
      if (file === REFRESHER) continue;
      visit(source, (node) => {
        if (ts.isCallExpression(node) && REFRESHES.has(calledName(node) ?? '')) {
          offenders.push(`${where(file, source, node)} ${calledName(node)}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('makes every query client with createQueryClient, so tests refresh as the app does', () => {
    const offenders: string[] = [];
    for (const { file, source } of files) {
      if (file === QUERY_CLIENT) continue;
      visit(source, (node) => {
        if (ts.isNewExpression(node) && calledName(node) === 'QueryClient') {
          offenders.push(where(file, source, node));
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('declares what every query reads and what every write changes', () => {
    const offenders: string[] = [];
    for (const { file, source } of files) {
      if (isTest(file)) continue;
      visit(source, (node) => {
        if (!ts.isCallExpression(node)) return;
        const name = calledName(node) ?? '';
        const argument = node.arguments[0];
        if (QUERY_DEFINITIONS.has(name) && !declaresMeta(argument, 'reads')) {
          offenders.push(`${where(file, source, node)} ${name} without meta.reads`);
        }
        if (name === 'useMutation' && !declaresMeta(argument, 'writes')) {
          offenders.push(`${where(file, source, node)} useMutation without meta.writes`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it("never imports another feature's query key", () => {
    const offenders: string[] = [];
    for (const { file, source } of files) {
      const own = featureOf(file);
      if (!own || isTest(file)) continue;
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
        const from = importedFeature(file, statement.moduleSpecifier.text);
        const bindings = statement.importClause?.namedBindings;
        if (!from || from === own || !bindings || !ts.isNamedImports(bindings)) continue;
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (/Key$/.test(name)) offenders.push(`${where(file, source, statement)} ${name} from ${from}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
