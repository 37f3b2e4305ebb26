import { describe, expect, it } from 'vitest';
import { appPaths, isAppPath } from './app-paths';

describe('isAppPath', () => {
  it('knows every static page', () => {
    for (const path of ['/', '/login', '/library', '/help', '/tools/gratitude-log', '/legal- disclaimer'])
      expect(isAppPath(path), path).toBe(true);
  });

  it('counts dynamic segments and splats as known', () => {
    expect(isAppPath('/skill/box-breathing')).toBe(true);
    expect(isAppPath('/tools/anything')).toBe(true);
    expect(isAppPath('/admin')).toBe(true);
    expect(isAppPath('/admin/users/42')).toBe(true);
    expect(isAppPath('/progress/charts')).toBe(true);
  });

  it('ignores case and a trailing slash, as the client router does', () => {
    expect(isAppPath('/Library/')).toBe(true);
  });

  it('rejects unknown paths and extra segments', () => {
    expect(isAppPath('/no-such-page')).toBe(false);
    expect(isAppPath('/skill')).toBe(false);
    expect(isAppPath('/skill/a/b')).toBe(false);
    expect(isAppPath('/login/extra')).toBe(false);
    expect(isAppPath('/community/post')).toBe(false);
  });

  it('has one absolute pattern per page', () => {
    const values = Object.values(appPaths);
    expect(new Set(values).size).toBe(values.length);
    for (const path of values) expect(path.startsWith('/')).toBe(true);
  });
});
