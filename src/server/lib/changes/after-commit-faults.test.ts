import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryState } from '../../shared-state/memory-state';
import type { SharedState } from '../../shared-state/shared-state';
import { TEST_ORIGIN, buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';

// A write that committed is answered as saved, whatever fails after the commit: the notification or the
// member's mark (then sent again), or the database connection itself (then the retry with the same
// Idempotency-Key returns the first result).
const save = (app: TestApp, cookie: string, key: string, text: string) =>
  app.server.inject({
    method: 'POST',
    url: '/api/tools/gratitude-log/entries',
    payload: { data: { items: [text] } },
    headers: { origin: TEST_ORIGIN, cookie, 'idempotency-key': key },
  });

async function rowsWithKey(app: TestApp, key: string) {
  return queryRows<{ id: string }>(app, sql`select id from tool_entries where idempotency_key = ${key}`);
}

describe('after the commit', () => {
  let app: TestApp;
  let failing = false;
  let state: SharedState;

  beforeAll(async () => {
    const inner = createMemoryState();
    const refuse = async () => {
      throw new Error('the shared store is unreachable');
    };
    // Sends and marks fail on demand, as when Redis drops right after a commit.
    state = {
      ...inner,
      kind: 'redis',
      stamps: { ...inner.stamps, bump: (ids) => (failing ? refuse() : inner.stamps.bump(ids)) },
      send: (changes, from) => (failing ? refuse() : inner.send(changes, from)),
      renewEpoch: () => (failing ? refuse() : inner.renewEpoch()),
    };
    app = await buildTestApp({ seedContent: true, sharedState: state });
  });
  afterAll(async () => app.close());

  it('answers a saved write 201 when the notification fails, and sends it once the store answers', async () => {
    const member = await signUpMember(app);
    const before = (await state.stamps.stampOf(member.userId)).mark;
    failing = true;
    const saved = await save(app, member.cookie, 'notification-fails-1', 'Saved all the same');
    expect(saved.statusCode).toBe(201);
    expect(await rowsWithKey(app, 'notification-fails-1')).toHaveLength(1);
    expect((await app.server.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    failing = false;
    await app.changes.settled();
    expect((await state.stamps.stampOf(member.userId)).mark).toBeGreaterThan(before);
    expect((await app.server.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('returns the first entry for a retry with the same Idempotency-Key, and saves it once', async () => {
    const member = await signUpMember(app);
    const first = await save(app, member.cookie, 'retried-write-0001', 'Once');
    const again = await save(app, member.cookie, 'retried-write-0001', 'Once, sent again');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rowsWithKey(app, 'retried-write-0001')).toHaveLength(1);
    const other = await signUpMember(app);
    // Keys are each member's own: another member's same key makes their own entry.
    expect((await save(app, other.cookie, 'retried-write-0001', 'Theirs')).json().id).not.toBe(
      first.json().id,
    );
  });
});

describe('a database connection dropped right after the commit (PostgreSQL)', () => {
  let app: TestApp;
  let killer: pg.Client | null = null;

  beforeAll(async () => {
    app = await buildTestApp({ seedContent: true });
    if (app.database.kind !== 'postgres') return;
    // Each committed entry tells the killer which backend wrote it (NOTIFY is delivered at commit), and the
    // killer ends that backend at once: whatever the app sends on it next finds the connection gone.
    await app.database.db.execute(sql`
      create or replace function dyl_test_kill_writer() returns trigger language plpgsql as $$
      begin perform pg_notify('dyl_test_kill', pg_backend_pid()::text); return new; end $$`);
    await app.database.db.execute(sql`
      create trigger dyl_test_kill_writer after insert on tool_entries
      for each row execute function dyl_test_kill_writer()`);
    const url = (
      (await queryRows<{ url: string }>(app, sql`select current_database() as url`))[0] as { url: string }
    ).url;
    const admin = new URL(process.env.TEST_DATABASE_URL ?? '');
    admin.pathname = `/${url}`;
    killer = new pg.Client({ connectionString: admin.toString() });
    await killer.connect();
    await killer.query('listen dyl_test_kill');
    killer.on('notification', (n) => {
      void killer?.query('select pg_terminate_backend($1)', [Number(n.payload)]).catch(() => {});
    });
  });
  afterAll(async () => {
    await killer?.end();
    await app.close();
  });

  it('answers every write 2xx or returns its first result on a retry, and saves each once', async () => {
    const member = await signUpMember(app);
    for (let i = 0; i < 10; i += 1) {
      const key = `dropped-after-commit-${i}`;
      let response = await save(app, member.cookie, key, `Entry ${i}`);
      // The connection may be gone before the write: a retry with the same key is what a client does.
      for (let attempt = 0; response.statusCode >= 500 && attempt < 3; attempt += 1) {
        response = await save(app, member.cookie, key, `Entry ${i}`);
      }
      expect(response.statusCode).toBe(201);
      expect(await rowsWithKey(app, key)).toEqual([{ id: response.json().id }]);
    }
  });
});
