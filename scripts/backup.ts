// `npm run backup -- [file]`: one file holding the database and DATA_DIR's files (src/server/backup/create-backup.ts).
import { BackupRefusedError } from '../src/server/backup/backup-refused-error';
import { createBackup } from '../src/server/backup/create-backup';
import { ConfigError, loadConfig } from '../src/server/config';

const file = process.argv[2] ?? `dyl-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
try {
  const config = loadConfig();
  const summary = await createBackup({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL }, file);
  const megabytes = (summary.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${summary.file}: the ${summary.manifest.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database (${summary.manifest.migrations} migrations) and ${summary.files} file${summary.files === 1 ? '' : 's'} (${megabytes} MB) from ${config.DATA_DIR}.`,
  );
  for (const path of summary.skipped) console.warn(`Left out (not a file or folder): ${path}`);
  if (config.S3_BUCKET)
    console.warn(
      `Uploaded media are kept in the S3 bucket ${config.S3_BUCKET}, not in this backup: back the bucket up with its own tools.`,
    );
} catch (error) {
  if (!(error instanceof BackupRefusedError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
