import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findProcessHoldingFolder } from '../db/embedded-database-holder';
import { BackupRefusedError } from './backup-refused-error';

/**
 * Refuses to go on while a process has the embedded database open. PGlite takes no lock: a second process that
 * opens the same folder writes over the first one's files and corrupts the database (tried: the copy no longer
 * starts). A running PGlite keeps its WAL and catalog files open, so on Linux the process is found by its open
 * files; elsewhere, PGlite's postmaster.pid (written at open, removed by a clean close) is all there is to go by.
 */
export function assertEmbeddedDatabaseClosed(folder: string): void {
  const holder = findProcessHoldingFolder(folder);
  if (holder) {
    throw new BackupRefusedError(
      `The embedded database in ${folder} is open in process ${holder}${holder === process.pid ? ' (this one)' : ''}: stop the server, then run this again.`,
    );
  }
  if (holder === undefined && existsSync(join(folder, 'postmaster.pid'))) {
    throw new BackupRefusedError(
      `The embedded database in ${folder} is open, or was not closed (its postmaster.pid remains): stop the server, or if it was killed, start it and stop it once, then run this again.`,
    );
  }
}
