import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { resolveAuthSecret } from './auth-secret';
import { dbTemplateFolder } from './db/paths';
import { assertEmbeddedDatabaseFree } from './db/embedded-database-holder';
import { ConfigError, configWarnings, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase, reportDroppedConnectionOnStderr } from './db/client';
import { seed } from './db/seed';
import { defaultCommunityLimits, noCommunityLimits } from './modules/community/community-limits';
import { defaultAuthRateLimits } from './plugins/rate-limits';
import { openSharedState } from './shared-state/open-shared-state';

/**
 * On a first start, copies the migrated template from the build: no initdb, no migrations already in it.
 * It is copied beside the data folder and moved in whole, so a start cut short leaves no half database.
 */
function layDownDatabaseTemplate(dataDir: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(join(dbTemplateFolder, 'PG_VERSION'))) return;
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(dbTemplateFolder, partial, { recursive: true });
  renameSync(partial, dataDir);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Until the app (and its pino logger) exists, a dropped connection is reported on stderr.
  let reportDroppedConnection = reportDroppedConnectionOnStderr;
  const dataDir = config.DATABASE_URL ? null : `${config.DATA_DIR}/db`;
  if (dataDir) {
    // A second `npm start` on the same folder would corrupt the first one's database before failing to listen.
    try {
      assertEmbeddedDatabaseFree(dataDir);
    } catch (error) {
      process.stderr.write(`${(error as Error).message}\n`);
      process.exit(1);
    }
    layDownDatabaseTemplate(dataDir);
  }
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    onConnectionError: (error) => reportDroppedConnection(error),
  });
  // Several processes started together take turns: one migrates (and below, seeds), the others find it done.
  await database.exclusively(() => database.migrate());
  // Until the app's logger exists, the shared store's health is reported on stderr.
  let reportHealth = (healthy: boolean, reason?: string): void =>
    void process.stderr.write(`Shared store ${healthy ? 'reachable' : `unreachable (${reason})`}\n`);
  const sharedState = await openSharedState(config, database, (healthy, reason) =>
    reportHealth(healthy, reason),
  );
  const app = await buildApp({
    config,
    database,
    sharedState,
    authSecret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    rateLimits: {
      ...defaultAuthRateLimits,
      perIp: config.AUTH_RATE_LIMIT_PER_IP,
      perAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
    },
    writeLimits: { perMinute: config.WRITE_RATE_LIMIT_PER_MINUTE },
    communityLimits: config.FORUM_PACE_LIMITS === 'off' ? noCommunityLimits : defaultCommunityLimits,
  });
  for (const warning of configWarnings(config)) app.server.log.warn(warning);
  reportHealth = (healthy, reason) => {
    if (healthy) app.server.log.info({ sharedState: sharedState.kind }, 'shared store reachable');
    else
      app.server.log.warn(
        { sharedState: sharedState.kind, reason },
        'shared store unreachable: serving from the database',
      );
  };
  reportDroppedConnection = (error) =>
    app.server.log.warn(
      { reason: error.message },
      'PostgreSQL dropped an idle connection; the pool reconnects',
    );
  await database.exclusively(() =>
    seed({
      db: database.db,
      auth: app.auth,
      settings: app.settings,
      content: app.content,
      logger: app.server.log,
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
    }),
  );

  // A graceful stop: readiness fails first, so a load balancer stops sending new requests (its checks run every
  // second or two); then no new connection is accepted, what is in flight finishes, changes still to send are
  // sent (for a bounded time), and the pools close.
  const close = async (signal: string) => {
    app.server.log.info({ signal }, 'shutting down');
    app.beginShutdown();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS));
    await app.server.close();
    await Promise.race([app.changes.settled(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await sharedState.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.server.listen({ port: config.PORT, host: config.HOST });
  app.server.log.info(
    { url: config.APP_URL, database: database.kind, sharedState: sharedState.kind },
    'Design Your Life is running',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
