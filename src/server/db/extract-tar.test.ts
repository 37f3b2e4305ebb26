import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { extractTarGz } from './extract-tar';

const dir = mkdtempSync(join(tmpdir(), 'dyl-extract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('extractTarGz', () => {
  it('lays down a migrated database dump that then opens with its tables', { timeout: 120_000 }, async () => {
    const source = openDatabase({ dataDir: null });
    await source.migrate();
    await source.db.execute(
      sql`insert into contact_messages (name, email, subject, message) values ('A', 'a@example.com', 'general', 'Hello there friend')`,
    );
    const dump = Buffer.from(await (await source.dumpDataDir!('gzip')).arrayBuffer());
    await source.close();

    extractTarGz(dump, join(dir, 'db'));
    const copy = openDatabase({ dataDir: join(dir, 'db') });
    const result = (await copy.db.execute(sql`select name from contact_messages`)) as unknown as {
      rows: { name: string }[];
    };
    expect(result.rows).toEqual([{ name: 'A' }]);
    await copy.migrate();
    await copy.close();
  });
});
