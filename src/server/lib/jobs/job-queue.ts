import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** A recurring job: run on a cron schedule by one process of all those sharing the database. */
export interface RecurringJob {
  name: string;
  /** Cron, in UTC (pg-boss checks it every 30 s or so; a minute is the finest step). */
  cron: string;
  run(): Promise<void>;
}

export interface JobQueue {
  /** Queues a recurring job's run now (tests, and an operator who does not want to wait for its minute). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The app's job queue: pg-boss on the database the app already has (its own schema, `pgboss`), reached through
 * the app's pool or embedded database. Cron schedules are kept in the database, so with several processes each
 * scheduled run happens once, in one of them; a run that fails or whose process dies is retried.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  jobs: readonly RecurringJob[],
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schedule: true,
    supervise: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    // 'singleton': one run at a time across processes; a run that dies is retried after its expiry.
    await boss.createQueue(job.name, {
      name: job.name,
      policy: 'singleton',
      retryLimit: 3,
      expireInSeconds: 300,
    });
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, { pollingIntervalSeconds: 2 }, async () => {
      await job.run();
    });
  }
  return {
    runNow: async (name) => {
      await boss.send(name, {});
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
