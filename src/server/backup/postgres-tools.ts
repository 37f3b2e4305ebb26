import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { BackupRefusedError } from './backup-refused-error';

/**
 * The URL for the client tools without its password, which goes in PGPASSWORD instead: a command line is
 * visible to every user of the machine (ps), the environment only to the same user.
 */
function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Resolves when the tool exits 0; otherwise rejects with its stderr, or says how to install it when it is missing. */
function finished(child: ChildProcess, tool: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefusedError(
              `${tool} was not found: install PostgreSQL's client tools (e.g. apt-get install postgresql-client), of the server's major version or newer.`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupRefusedError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/** Checks the tools run at all before any work starts, so a missing one is the only message. */
export async function assertToolsInstalled(tools: string[]): Promise<void> {
  for (const tool of tools) {
    await finished(spawn(tool, ['--version'], { stdio: ['ignore', 'ignore', 'pipe'] }), tool);
  }
}

/** The whole database in pg_dump's custom format (compressed; pg_restore reads it). */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl);
  const child = spawn('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await finished(child, 'pg_dump');
}

// Everything the app and drizzle keep lives in these two schemas. They go first, so the database ends up as the
// backup has it: a table added after the backup (a newer migration) would otherwise remain, hold foreign keys
// that stop pg_restore's drops, and make the next start's migration fail on it. `public` is created again as
// PostgreSQL 15 creates it (usable by every role; the dump's own grants are left out, see restorePostgres).
const CLEAR_APP_SCHEMAS = `BEGIN;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
GRANT USAGE ON SCHEMA public TO PUBLIC;
`;

/**
 * Replaces the database with the dump, in one transaction: a restore that fails anywhere changes nothing.
 * pg_restore turns the dump into SQL and psql runs it, after the schemas are cleared and before a COMMIT that
 * is sent only once pg_restore has finished well (psql would commit a cut-off script at its end). Owners and
 * grants are those of DATABASE_URL's user (--no-owner --no-privileges): the roles of the server the backup
 * came from need not exist here.
 */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl);
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const psqlDone = finished(psql, 'psql').then(
    () => null,
    (error: unknown) => error,
  );
  const restore = spawn(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file=-', dumpFile],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const restoreDone = finished(restore, 'pg_restore').then(
    () => null,
    (error: unknown) => error,
  );
  // A psql that stopped at an error reads no more: pg_restore, blocked on a full pipe, is stopped with it.
  psql.on('exit', () => void (restore.exitCode === null && restore.kill()));
  // Reported through psqlDone; without a listener, writing to a psql that exited would throw EPIPE here.
  psql.stdin!.on('error', () => {});
  psql.stdin!.write(CLEAR_APP_SCHEMAS);
  restore.stdout!.pipe(psql.stdin!, { end: false });
  const restoreError = await restoreDone;
  psql.stdin!.end(restoreError ? '' : 'COMMIT;\n');
  // psql's error first: it names the statement that failed, where pg_restore's would only be the broken pipe.
  const error = (await psqlDone) ?? restoreError;
  if (error) throw error;
}

/** Connects once and runs the work (a question or two the backup asks before it starts). */
export async function withPostgresClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Refuses to restore under running app processes: their caches would go on serving what the restore replaced,
 * and their queries would wait on (or fail at) the restore's locks.
 */
export async function assertNoOtherSessions(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ sessions: number; names: string | null }>(
    `select count(*)::int as sessions,
            string_agg(distinct coalesce(nullif(application_name, ''), 'unnamed client'), ', ') as names
       from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  const { sessions = 0, names = null } = rows[0] ?? {};
  if (sessions > 0) {
    throw new BackupRefusedError(
      `${sessions} other connection(s) to this database (${names}): stop the app's processes (and close other clients), then run the restore again.`,
    );
  }
}
