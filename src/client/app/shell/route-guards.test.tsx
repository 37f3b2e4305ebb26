import { describe, expect, it } from 'vitest';
import { returnPath } from './route-guards';

describe('returnPath', () => {
  it('returns to the remembered path on this site', () => {
    expect(returnPath({ from: '/tools/gratitude-log?x=1' })).toBe('/tools/gratitude-log?x=1');
  });
  it('falls back to the dashboard for anything else', () => {
    expect(returnPath(null)).toBe('/dashboard');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(returnPath({ from: '//evil.example' })).toBe('/dashboard');
    expect(returnPath({ from: '/login' })).toBe('/dashboard');
    expect(returnPath({ from: '/register?x=1' })).toBe('/dashboard');
    expect(returnPath({ from: '/\\evil.example' })).toBe('/dashboard');
  });
});
