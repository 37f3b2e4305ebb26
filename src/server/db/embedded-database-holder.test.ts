import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { assertEmbeddedDatabaseFree } from './embedded-database-holder';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the start on an embedded database another process has open', () => {
  it('is refused, naming the process, and allowed once it has closed', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dyl-holder-'));
    folders.push(dataDir);
    // A new PGlite folder (also in the run on PostgreSQL, where there is no PGlite template).
    const folder = join(dataDir, 'db');
    expect(() => assertEmbeddedDatabaseFree(folder)).not.toThrow();
    const database = openDatabase({ dataDir: folder });
    try {
      await database.db.execute(sql`select 1`);
      expect(() => assertEmbeddedDatabaseFree(folder)).toThrow(
        new RegExp(`already open in process ${process.pid}: two processes on one DATA_DIR would corrupt it`),
      );
    } finally {
      await database.close();
    }
    expect(() => assertEmbeddedDatabaseFree(folder)).not.toThrow();
  });
});
