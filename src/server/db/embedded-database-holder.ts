import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/** The id of a process with a file of the folder open (Linux's /proc), null if none; undefined without /proc. */
export function findProcessHoldingFolder(folder: string): number | null | undefined {
  if (!existsSync('/proc/self/fd')) return undefined;
  const inside = resolve(folder) + sep;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      // Gone, or another user's: a process we may not look into could not have opened our folder for writing
      // either, unless we are not the user who owns it.
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(inside)) return Number(pid);
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  return null;
}

/**
 * PGlite takes no lock on its folder: a second process that opens it writes over the first one's files and
 * corrupts the database. A running PGlite keeps its WAL and catalog files open, so on Linux the process holding
 * it is found by its open files. Throws, naming it, when one is found; elsewhere there is nothing to go by.
 */
export function assertEmbeddedDatabaseFree(folder: string): void {
  const holder = findProcessHoldingFolder(folder);
  if (holder) {
    throw new Error(
      `The embedded database in ${folder} is already open in process ${holder}: two processes on one DATA_DIR would corrupt it. Stop that process, give this one its own DATA_DIR, or run several processes on PostgreSQL (DATABASE_URL).`,
    );
  }
}
