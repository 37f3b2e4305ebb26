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
