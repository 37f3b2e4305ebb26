import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, newMember, type TestApp } from '../test/test-app';
import { serializeErrorForLog } from './error-log';

describe('serializeErrorForLog', () => {
  it('keeps type, message, code and cause, and drops query text, parameters and detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
      parameters: ['ada@example.com'],
    });
    const wrapper = Object.assign(
      new Error('Failed query: insert into "user" values ($1)\nparams: ada@example.com', { cause }),
      { query: 'insert into "user" values ($1)', params: ['ada@example.com'] },
    );
    const logged = serializeErrorForLog(wrapper);
    expect(JSON.stringify(logged)).not.toContain('ada@example.com');
    expect(JSON.stringify(logged)).not.toContain('insert into');
    expect(logged.cause).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint',
    });
  });
});

describe('the error log of a failing request', () => {
  const lines: string[] = [];
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ logLines: lines });
  });
  afterAll(async () => app.close());

  it('names neither the member nor their email', async () => {
    const body = newMember({ firstName: 'Zebulon', lastName: 'Quixotic' });
    await app.database.db.execute(
      sql`alter table profiles add constraint refuse_all check (false) not valid`,
    );
    try {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/account/sign-up',
        headers: { origin: TEST_ORIGIN },
        payload: body,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await app.database.db.execute(sql`alter table profiles drop constraint refuse_all`);
    }
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('refuse_all');
    for (const secret of ['Zebulon', 'Quixotic', body.email]) expect(log).not.toContain(secret);
  });
});
