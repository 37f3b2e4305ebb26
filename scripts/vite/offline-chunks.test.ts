import { describe, expect, it } from 'vitest';
import { offlineAssets } from './offline-chunks';

describe('offlineAssets', () => {
  it("lists each offline module's chunk and its static imports once, less what the entry loads", () => {
    const chunks = [
      {
        fileName: 'assets/index.js',
        facadeModuleId: '/app/src/client/main.tsx',
        imports: ['assets/runtime.js'],
      },
      { fileName: 'assets/runtime.js', facadeModuleId: null, imports: [] },
      {
        fileName: 'assets/help-now-panel.js',
        facadeModuleId: '/app/src/client/features/help-now/components/help-now-panel.tsx',
        imports: ['assets/index.js', 'assets/dialog.js', 'assets/pacer.js'],
      },
      {
        fileName: 'assets/other-panel.js',
        facadeModuleId: '/app/src/client/other-panel.tsx',
        imports: ['assets/dialog.js'],
      },
      { fileName: 'assets/dialog.js', facadeModuleId: null, imports: ['assets/runtime.js'] },
      { fileName: 'assets/pacer.js', facadeModuleId: null, imports: [] },
    ];
    expect(
      offlineAssets(
        ['src/client/features/help-now/components/help-now-panel.tsx', 'src/client/other-panel.tsx'],
        chunks,
        'assets/index.js',
        '/app',
      ),
    ).toEqual([
      '/assets/help-now-panel.js',
      '/assets/dialog.js',
      '/assets/pacer.js',
      '/assets/other-panel.js',
    ]);
  });

  it('stops the build when an offline module has no chunk of its own (it would not open offline)', () => {
    expect(() => offlineAssets(['src/client/gone.tsx'], [], 'assets/index.js', '/app')).toThrow(
      'has no chunk of its own',
    );
  });
});
