import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root: found by walking up from this file, so it works from src/ (tsx, vitest) and dist/. */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot();
export const migrationsFolder = resolve(packageRoot, 'drizzle');
export const clientDistFolder = resolve(packageRoot, 'dist/client');
/** A migrated embedded database folder made by `npm run build`, which a first start copies instead of initdb. */
export const dbTemplateFolder = resolve(packageRoot, 'dist/db-template');
