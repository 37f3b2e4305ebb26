import { describe, expect, it } from 'vitest';
import { returnPath, wayInPath } from './return-to';

describe('returnPath', () => {
  it('returns to the remembered path on this site', () => {
    expect(returnPath('/tools/gratitude-log?x=1')).toBe('/tools/gratitude-log?x=1');
    expect(returnPath('/skill/box-breathing#steps')).toBe('/skill/box-breathing#steps');
  });
  it('falls back to the dashboard for anything else', () => {
    for (const next of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/register?x=1',
      '/onboarding?next=%2Ftools',
      '/reset-password?token=t',
    ]) {
      expect(returnPath(next)).toBe('/dashboard');
    }
  });
});

describe('wayInPath', () => {
  it('carries the page to return to in the address', () => {
    expect(wayInPath('/register', '/library?category=mindfulness')).toBe(
      '/register?next=%2Flibrary%3Fcategory%3Dmindfulness',
    );
    expect(
      returnPath(
        new URLSearchParams(wayInPath('/login', '/tools/goal-planning-tool').split('?')[1]).get('next'),
      ),
    ).toBe('/tools/goal-planning-tool');
  });
  it('is the bare form from the home page, a sign-in form or another site', () => {
    expect(wayInPath('/login', '/')).toBe('/login');
    expect(wayInPath('/login', undefined)).toBe('/login');
    expect(wayInPath('/register', '/login?next=%2Fx')).toBe('/register');
    expect(wayInPath('/register', '//evil.example')).toBe('/register');
  });
});
