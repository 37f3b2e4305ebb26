import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// A server module writes only its own tables (README, "Where things go"): another module's rows change through
// that module's functions. Reading and joining them is fine. This reads every server module file for a Drizzle
// write (update/insert/delete) or a raw SQL write naming a table another module declares.
const MODULES = 'src/server/modules';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|test-kit\.ts$/.test(entry.name) ? [path] : [];
  });
}

const moduleOf = (path: string) => normalize(path).split('/')[3] ?? '';

/** Every table name (SQL) each module declares, from its *.table.ts files. */
function tablesByModule(files: string[]): Map<string, string> {
  const owner = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.table.ts'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g))
      owner.set(match[1]!, moduleOf(file));
  }
  return owner;
}

/** The writes a file makes to tables of other modules, as "file: table". */
function foreignWrites(file: string, owner: Map<string, string>): string[] {
  const source = readFileSync(file, 'utf8');
  const mine = moduleOf(file);
  const found: string[] = [];
  // Drizzle: a table imported from another module's *.table.ts, then updated, inserted into or deleted from.
  for (const match of source.matchAll(/import \{([^}]*)\} from '([^']*\.table)'/g)) {
    const target = normalize(join(dirname(file), match[2]!));
    if (!target.startsWith(MODULES) || moduleOf(target) === mine) continue;
    for (const name of match[1]!.split(',').map((n) => n.trim().split(' as ').pop()!)) {
      if (name && new RegExp(`\\.(update|insert|delete)\\(\\s*${name}\\b`).test(source))
        found.push(`${file}: ${name}`);
    }
  }
  // Raw SQL.
  for (const match of source.matchAll(/\b(?:update|insert into|delete from)\s+"?([a-z_]+)"?/g)) {
    const table = match[1]!;
    if (owner.has(table) && owner.get(table) !== mine) found.push(`${file}: ${table}`);
  }
  return found;
}

describe('module tables', () => {
  it('has no module write a table another module declares', () => {
    const files = sourceFiles(MODULES);
    const owner = tablesByModule(files);
    expect(owner.get('profiles')).toBe('profiles');
    expect(owner.get('posts')).toBe('community');
    const checked = files.filter((f) => !f.includes('/seed/'));
    expect(checked.flatMap((file) => foreignWrites(file, owner))).toEqual([]);
  });
});
