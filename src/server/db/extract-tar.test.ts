import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { TarExtractor } from './extract-tar';

const dir = mkdtempSync(join(tmpdir(), 'dyl-extract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One ustar entry: a 512-byte header (name, octal size, type) and the body padded to whole blocks. */
function tarEntry(name: string, body: Buffer, type: '0' | '5' = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124, 12, 'utf8');
  header.write(type, 156, 1, 'utf8');
  header.write('ustar\0', 257, 6, 'utf8');
  const padded = Buffer.alloc(Math.ceil(body.length / 512) * 512);
  body.copy(padded);
  return Buffer.concat([header, padded]);
}

function tarOf(entries: Buffer[]): Buffer {
  return Buffer.concat([...entries, Buffer.alloc(1024)]);
}

function filesUnder(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(root, path)] = readFileSync(path).toString('base64');
    }
  };
  walk(root);
  return files;
}

describe('TarExtractor', () => {
  it('lays down a migrated database dump that then opens with its tables', { timeout: 120_000 }, async () => {
    const source = openDatabase({ dataDir: null });
    await source.migrate();
    await source.db.execute(
      sql`insert into contact_messages (name, email, subject, message) values ('A', 'a@example.com', 'general', 'Hello there friend')`,
    );
    const dump = Buffer.from(await (await source.dumpDataDir!('none')).arrayBuffer());
    await source.close();

    const extractor = new TarExtractor(join(dir, 'db'));
    extractor.write(dump);
    extractor.end();
    const copy = openDatabase({ dataDir: join(dir, 'db') });
    const result = (await copy.db.execute(sql`select name from contact_messages`)) as unknown as {
      rows: { name: string }[];
    };
    expect(result.rows).toEqual([{ name: 'A' }]);
    await copy.migrate();
    await copy.close();

  });

  it('lays down the same files whatever size the chunks arrive in', () => {
    const entries = fc.array(
      fc.record({ name: fc.stringMatching(/^[a-z]{1,8}$/), size: fc.integer({ min: 0, max: 3000 }) }),
      { minLength: 1, maxLength: 6 },
    );
    const chunkSizes = fc.array(fc.integer({ min: 1, max: 1500 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(entries, chunkSizes, (files, sizes) => {
        const unique = [...new Map(files.map((file) => [file.name, file])).values()];
        const bodies = unique.map((file, index) => Buffer.alloc(file.size, index + 1));
        const tar = tarOf(unique.map((file, index) => tarEntry(`d/${file.name}`, bodies[index]!)));
        const target = mkdtempSync(join(dir, 'chunks-'));
        const extractor = new TarExtractor(target);
        for (let offset = 0, index = 0; offset < tar.length; index += 1) {
          const size = sizes[index % sizes.length]!;
          extractor.write(tar.subarray(offset, offset + size));
          offset += size;
        }
        extractor.end();
        const expected = Object.fromEntries(
          unique.map((file, index) => [join('d', file.name), bodies[index]!.toString('base64')]),
        );
        const actual = filesUnder(target);
        rmSync(target, { recursive: true, force: true });
        expect(actual).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('writes empty files, folders and bodies of exactly one block', () => {
    const target = join(dir, 'small');
    const extractor = new TarExtractor(target);
    extractor.write(
      tarOf([
        tarEntry('base/', Buffer.alloc(0), '5'),
        tarEntry('base/empty', Buffer.alloc(0)),
        tarEntry('base/block', Buffer.alloc(512, 7)),
        tarEntry('odd', Buffer.from('thirteen byte')),
      ]),
    );
    extractor.end();
    expect(readFileSync(join(target, 'base/empty')).length).toBe(0);
    expect(readFileSync(join(target, 'base/block'))).toEqual(Buffer.alloc(512, 7));
    expect(readFileSync(join(target, 'odd'), 'utf8')).toBe('thirteen byte');
  });

  it('refuses an entry that would land outside the target', () => {
    const extractor = new TarExtractor(join(dir, 'escape'));
    expect(() => extractor.write(tarOf([tarEntry('../outside', Buffer.from('x'))]))).toThrow(
      /escapes the target/,
    );
    expect(existsSync(join(dir, 'outside'))).toBe(false);
  });

  it('refuses an archive cut off inside a file or a header', () => {
    const inFile = new TarExtractor(join(dir, 'cut'));
    inFile.write(tarEntry('big', Buffer.alloc(2000, 1)).subarray(0, 1200));
    expect(() => inFile.end()).toThrow(/ends inside a file/);
    const inHeader = new TarExtractor(join(dir, 'cut-header'));
    inHeader.write(tarEntry('small', Buffer.from('x')).subarray(0, 300));
    expect(() => inHeader.end()).toThrow(/ends inside a header/);
  });
});
