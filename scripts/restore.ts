// `npm run restore -- <file>`: puts the database and DATA_DIR's files back as a backup has them
// (src/server/backup/restore-backup.ts). Stop the app first.
import { BackupRefusedError } from '../src/server/backup/backup-refused-error';
import { restoreBackup } from '../src/server/backup/restore-backup';
import { ConfigError, loadConfig } from '../src/server/config';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}
try {
  const config = loadConfig();
  const summary = await restoreBackup({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL }, file);
  console.log(
    `Restored the backup of ${summary.manifest.createdAt} (${summary.manifest.migrations} migrations; a newer app migrates it at its next start).`,
  );
  if (summary.replacedFolder)
    console.log(`What it replaced is in ${summary.replacedFolder}: delete it once the site looks right.`);
} catch (error) {
  if (!(error instanceof BackupRefusedError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
