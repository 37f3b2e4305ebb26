import { describe, expect, it } from 'vitest';
import { entryImports } from './preload-entry-imports';

describe('entryImports', () => {
  it("lists the entry's static imports and what they import, once each", () => {
    expect(
      entryImports('assets/index.js', [
        { fileName: 'assets/index.js', imports: ['assets/runtime.js', 'assets/vendor.js'] },
        { fileName: 'assets/vendor.js', imports: ['assets/runtime.js', 'assets/polyfill.js'] },
        { fileName: 'assets/runtime.js', imports: [] },
        { fileName: 'assets/polyfill.js', imports: [] },
        { fileName: 'assets/page.js', imports: ['assets/index.js', 'assets/icon.js'] },
        { fileName: 'assets/icon.js', imports: [] },
      ]),
    ).toEqual(['assets/runtime.js', 'assets/vendor.js', 'assets/polyfill.js']);
  });

  it('lists nothing for an entry without imports, or one not in the bundle', () => {
    expect(entryImports('assets/index.js', [{ fileName: 'assets/index.js', imports: [] }])).toEqual([]);
    expect(entryImports('assets/missing.js', [{ fileName: 'assets/index.js', imports: [] }])).toEqual([]);
  });
});
