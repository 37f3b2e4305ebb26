import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, EncodedJson } from './encoded-json';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('EncodedJson', () => {
  it('compresses once per encoding and returns the same bytes after', async () => {
    const encoded = new EncodedJson({ hello: 'world'.repeat(100) });
    const first = await encoded.body('br');
    expect(await encoded.body('br')).toBe(first);
    expect(first.length).toBeLessThan(encoded.identity.length);
  });
});

describe('EncodedJson effort', () => {
  it("compresses a body kept briefly ('fast') to the same JSON, and no smaller than 'max'", async () => {
    const value = { items: Array.from({ length: 50 }, (_, i) => ({ id: i, text: `entry ${i} `.repeat(8) })) };
    const fast = new EncodedJson(value, 'fast');
    const max = new EncodedJson(value, 'max');
    const [fastBr, maxBr] = await Promise.all([fast.body('br'), max.body('br')]);
    expect(JSON.parse(brotliDecompressSync(fastBr).toString())).toEqual(value);
    expect(maxBr.length).toBeLessThanOrEqual(fastBr.length);
    expect(JSON.parse(gunzipSync(await fast.body('gzip')).toString())).toEqual(value);
  });
});
