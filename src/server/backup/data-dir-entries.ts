import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TarEntry } from './tar-writer';

/** The embedded database's folder in DATA_DIR (main.ts opens `${DATA_DIR}/db`). */
export const DATABASE_FOLDER = 'db';
/** Where a restore unpacks a backup, inside DATA_DIR so that moving its pieces into place is a rename. */
export const STAGING_PREFIX = '.restore-';
/** Where a restore moves what it replaced, so nothing is lost until the operator deletes it. */
export const REPLACED_PREFIX = '.before-restore-';

/** Folders of DATA_DIR that are not the installation's data: the database (dumped on its own) and a restore's. */
export function isOutsideTheFiles(name: string): boolean {
  return (
    name === DATABASE_FOLDER ||
    name === `${DATABASE_FOLDER}.partial` ||
    name.startsWith(STAGING_PREFIX) ||
    name.startsWith(REPLACED_PREFIX)
  );
}

/**
 * A folder and everything under it as archive entries named from `archiveName`, in a stable order. Only files
 * and folders are kept: anything else (a link, a socket) is named in `skipped` for the caller to report.
 * `skip` leaves out paths (relative to the folder) before they are read.
 */
export function* folderEntries(
  folder: string,
  archiveName: string,
  options: { skip?: (relative: string) => boolean; skipped?: string[] } = {},
): Generator<TarEntry> {
  const root = lstatSync(folder);
  yield { kind: 'folder', name: archiveName, mode: root.mode, mtime: root.mtime };
  const walk = function* (relative: string): Generator<TarEntry> {
    const names = readdirSync(join(folder, relative)).sort();
    for (const name of names) {
      const path = relative ? `${relative}/${name}` : name;
      if (options.skip?.(path)) continue;
      const stats = lstatSync(join(folder, path));
      const entryName = `${archiveName}/${path}`;
      if (stats.isDirectory()) {
        yield { kind: 'folder', name: entryName, mode: stats.mode, mtime: stats.mtime };
        yield* walk(path);
      } else if (stats.isFile()) {
        yield {
          kind: 'file',
          name: entryName,
          mode: stats.mode,
          mtime: stats.mtime,
          source: join(folder, path),
          size: stats.size,
        };
      } else options.skipped?.push(join(folder, path));
    }
  };
  yield* walk('');
}
