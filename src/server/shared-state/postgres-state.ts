import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { createBatchLoader } from '../lib/batch-loader';
import { sessionMarks } from './session-marks.table';
import type { RateStore } from '../plugins/rate-store';
import { rateCounters } from './rate-counters.table';
import {
  createListeners,
  deliverMessage,
  encodeMessage,
  type SharedState,
  type StampStore,
} from './shared-state';

// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: larger batches go as several messages.
const MAX_PAYLOAD = 7_000;
// Ended windows are deleted once every this many counts, in the statement's own time.
const SWEEP_EVERY = 500;

/**
 * The members' marks in the database. A cached session is checked against its member's mark on every request
 * (a revocation anywhere is refused on the very next request): the marks asked for in one turn of the event
 * loop are read with one small statement.
 */
function databaseStamps(database: DatabaseHandle): StampStore {
  const { db } = database;
  // One prepared statement for any number of members (an array parameter), so it is planned once.
  const readMarks = db
    .select({ userId: sessionMarks.userId, mark: sessionMarks.mark })
    .from(sessionMarks)
    .where(sql`${sessionMarks.userId} = any(${sql.placeholder('userIds')})`)
    .prepare('session_marks_of');
  const marks = createBatchLoader<string, number>(
    async (userIds) => {
      const rows = await readMarks.execute({ userIds });
      return new Map(rows.map((row) => [row.userId, Number(row.mark)]));
    },
    { maxBatch: 200 },
  );
  return {
    inDatabase: true,
    async begin() {
      // The sequence every mark is drawn from: a member marked after this point has a greater mark.
      const result = (await db.execute(
        sql`select case when is_called then last_value else 0 end as sequence from session_mark_seq`,
      )) as unknown as { rows: { sequence: string | number }[] };
      return { epoch: 'db', sequence: Number(result.rows[0]?.sequence ?? 0) };
    },
    async stampOf(userId) {
      return { epoch: 'db', mark: (await marks.load(userId)) ?? 0 };
    },
    async bump(userIds) {
      if (userIds.length === 0) return;
      await db.execute(
        sql`insert into ${sessionMarks} (user_id, mark)
            select id, nextval('session_mark_seq')
            from (values ${sql.join(
              [...new Set(userIds)].map((id) => sql`(${id})`),
              sql`, `,
            )}) as members (id)
            on conflict (user_id) do update set mark = excluded.mark`,
      );
    },
  };
}

/** Counters in one table: a count is one atomic upsert, whichever process takes it. */
function databaseRates(database: DatabaseHandle): RateStore {
  const { db } = database;
  let taken = 0;
  return {
    async take(key, limit, windowMs) {
      taken += 1;
      if (taken % SWEEP_EVERY === 0) await db.execute(sql`delete from ${rateCounters} where ends_at < now()`);
      const result = (await db.execute(
        sql`insert into ${rateCounters} (key, count, ends_at)
            values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
            on conflict (key) do update set
              count = case when ${rateCounters.endsAt} <= now() then 1 else ${rateCounters.count} + 1 end,
              ends_at = case when ${rateCounters.endsAt} <= now() then excluded.ends_at else ${rateCounters.endsAt} end
            returning count, greatest(0, floor(extract(epoch from ends_at - now()) * 1000))::bigint as "leftMs"`,
      )) as unknown as { rows: { count: number; leftMs: string | number }[] };
      const row = result.rows[0] ?? { count: 1, leftMs: windowMs };
      return { allowed: row.count <= limit, count: row.count, retryAfterMs: Number(row.leftMs) };
    },
    async peek(key) {
      const result = (await db.execute(
        sql`select count, greatest(0, floor(extract(epoch from ends_at - now()) * 1000))::bigint as "leftMs"
            from ${rateCounters} where key = ${key} and ends_at > now()`,
      )) as unknown as { rows: { count: number; leftMs: string | number }[] };
      const row = result.rows[0];
      return row ? { count: row.count, retryAfterMs: Number(row.leftMs) } : { count: 0, retryAfterMs: 0 };
    },
    async reset(key) {
      await db.execute(sql`delete from ${rateCounters} where key = ${key}`);
    },
  };
}

/**
 * Several processes on one PostgreSQL server and no Redis: changes travel by LISTEN/NOTIFY, marks and rate
 * counters are rows. A lost listening connection is reopened, and its return resets every cache (what was
 * sent meanwhile never arrived).
 */
export async function createPostgresState(
  database: DatabaseHandle,
  options: { channel?: string; onHealth?: (healthy: boolean, reason?: string) => void } = {},
): Promise<SharedState> {
  const channel = options.channel ?? 'dyl_changes';
  const processId = randomUUID();
  const listeners = createListeners();
  let up = false;
  const stop = await database.listen(channel, {
    message: (payload) => deliverMessage(listeners, payload, processId),
    reconnected: () => listeners.reset(),
    health(healthy, reason) {
      if (up === healthy) return;
      up = healthy;
      options.onHealth?.(healthy, reason);
    },
  });

  async function notify(text: string) {
    await database.db.execute(sql`select pg_notify(${channel}, ${text})`);
  }

  return {
    kind: 'postgres',
    stamps: databaseStamps(database),
    rates: databaseRates(database),
    async send(changes) {
      let batch: (typeof changes)[number][] = [];
      let size = 0;
      for (const change of changes) {
        const length = JSON.stringify(change).length + 1;
        if (batch.length > 0 && size + length > MAX_PAYLOAD) {
          await notify(encodeMessage({ from: processId, changes: batch }));
          batch = [];
          size = 0;
        }
        batch.push(change);
        size += length;
      }
      if (batch.length > 0) await notify(encodeMessage({ from: processId, changes: batch }));
    },
    listen: (listener) => listeners.add(listener),
    async renewEpoch() {
      await notify(encodeMessage({ from: processId, reset: true }));
    },
    healthy: () => up,
    close: stop,
  };
}
