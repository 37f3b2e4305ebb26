import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps a path inside the app', () => {
    expect(safeNext('/skill/box-breathing?x=1')).toBe('/skill/box-breathing?x=1');
  });
  it('falls back to the dashboard for nothing, other sites and onboarding itself', () => {
    expect(safeNext(null)).toBe('/dashboard');
    expect(safeNext('https://evil.example')).toBe('/dashboard');
    expect(safeNext('//evil.example')).toBe('/dashboard');
    expect(safeNext('/\\evil.example')).toBe('/dashboard');
    expect(safeNext('/onboarding')).toBe('/dashboard');
  });
});
