import { afterEach, describe, expect, it, vi } from 'vitest';
import mainSource from '../main.tsx?raw';

const limit = () => Reflect.get(Error, 'stackTraceLimit') as unknown;
const setLimit = (value: unknown) => Reflect.set(Error, 'stackTraceLimit', value);
const originalLimit = limit();
afterEach(() => {
  setLimit(originalLimit);
});

async function freshModule() {
  vi.resetModules();
  return import('./start-without-error-stacks');
}

describe('error stacks while the main chunk evaluates', () => {
  it('are off once the module has run: the limit is no number, so V8 records no frames', async () => {
    setLimit(25);
    await freshModule();
    expect(typeof limit()).not.toBe('number');
    const error = new Error('while evaluating');
    expect(error.stack ?? '').not.toContain('\n    at ');
    expect(error.message).toBe('while evaluating');
  });

  it('come back with the limit they had once restoreErrorStacks runs', async () => {
    setLimit(25);
    const { restoreErrorStacks } = await freshModule();
    restoreErrorStacks();
    expect(limit()).toBe(25);
    expect(new Error('after the start').stack).toContain('\n    at ');
  });

  it("are switched off by main.tsx's first import and back on before its own code runs", () => {
    const main = mainSource;
    const imports = [...main.matchAll(/^import\b[^;]*?['"]([^'"]+)['"];$/gms)];
    expect(imports[0]?.[1]).toBe('./app/start-without-error-stacks');
    const afterImports = main.slice((imports.at(-1)?.index ?? 0) + (imports.at(-1)?.[0].length ?? 0));
    const firstStatement = afterImports
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '' && !line.startsWith('//'));
    expect(firstStatement).toBe('restoreErrorStacks();');
  });
});
