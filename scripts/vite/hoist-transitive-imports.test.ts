import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hoistedImportStatements, transitiveImportsToHoist } from './hoist-transitive-imports';

describe('transitiveImportsToHoist', () => {
  it('adds what the imports import, deepest levels included, and nothing already imported', () => {
    const hoisted = transitiveImportsToHoist([
      { fileName: 'assets/page.js', imports: ['assets/index.js', 'assets/grid.js'] },
      { fileName: 'assets/grid.js', imports: ['assets/index.js', 'assets/badge.js'] },
      { fileName: 'assets/badge.js', imports: ['assets/lock.js', 'assets/index.js'] },
      { fileName: 'assets/lock.js', imports: [] },
      { fileName: 'assets/index.js', imports: [] },
    ]);
    expect(hoisted.get('assets/page.js')).toEqual(['assets/badge.js', 'assets/lock.js']);
    expect(hoisted.get('assets/grid.js')).toEqual(['assets/lock.js']);
    expect(hoisted.has('assets/badge.js')).toBe(false);
    expect(hoisted.has('assets/lock.js')).toBe(false);
  });

  it('ends on import cycles and never hoists a chunk into itself', () => {
    const hoisted = transitiveImportsToHoist([
      { fileName: 'a.js', imports: ['b.js'] },
      { fileName: 'b.js', imports: ['c.js'] },
      { fileName: 'c.js', imports: ['a.js'] },
    ]);
    expect(hoisted.get('a.js')).toEqual(['c.js']);
    expect(hoisted.get('b.js')).toEqual(['a.js']);
    expect(hoisted.get('c.js')).toEqual(['b.js']);
  });

  it('gives each chunk exactly the chunks its imports reach, on any import graph', () => {
    const graph = fc.integer({ min: 1, max: 12 }).chain((size) =>
      fc.array(fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: size }), {
        minLength: size,
        maxLength: size,
      }),
    );
    fc.assert(
      fc.property(graph, (edges) => {
        const chunks = edges.map((targets, index) => ({
          fileName: `${index}.js`,
          imports: targets.map((target) => `${target}.js`),
        }));
        const hoisted = transitiveImportsToHoist(chunks);
        for (const chunk of chunks) {
          const reached = new Set<string>();
          const stack = [...chunk.imports];
          while (stack.length > 0) {
            const next = stack.pop()!;
            if (reached.has(next)) continue;
            reached.add(next);
            stack.push(...chunks[Number.parseInt(next, 10)]!.imports);
          }
          reached.delete(chunk.fileName);
          const expected = [...reached].filter((file) => !chunk.imports.includes(file)).sort();
          expect([...(hoisted.get(chunk.fileName) ?? [])].sort()).toEqual(expected);
        }
      }),
    );
  });
});

describe('hoistedImportStatements', () => {
  it('writes side-effect imports relative to the importing chunk', () => {
    expect(hoistedImportStatements('assets/page.js', ['assets/lock.js', 'assets/icons/a.js'])).toBe(
      'import"./lock.js";import"./icons/a.js";',
    );
    expect(hoistedImportStatements('assets/deep/page.js', ['assets/lock.js'])).toBe('import"../lock.js";');
  });
});
