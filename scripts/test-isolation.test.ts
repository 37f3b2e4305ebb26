import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The client test files share one module cache per worker (vitest.config.ts), except those named
// *.isolated.test.*: a file that replaces a module must be one of them, or the replacement leaks into later files.
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('client test isolation', () => {
  it('runs every client test file that replaces modules in a module cache of its own', () => {
    const shared = testFiles('src/client').filter((file) => !/\.isolated\.test\.tsx?$/.test(file));
    expect(shared.length).toBeGreaterThan(50);
    expect(shared.filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
