import Fastify, { errorCodes as fastifyErrors, type FastifyError } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/api/error-codes';
import { AppError } from '../lib/app-error';
import { registerErrorHandler } from './error-handler';

// Every error Fastify itself can answer a request with a 4xx, and the multipart parser's own.
const fastify4xx = Object.entries(fastifyErrors)
  .map(([name, FastifyErrorType]) => ({ name, error: new FastifyErrorType('x', 'y', 'z') as FastifyError }))
  .filter(({ error }) => (error.statusCode ?? 500) >= 400 && (error.statusCode ?? 500) < 500);
const multipart4xx = [
  { code: 'FST_PARTS_LIMIT', statusCode: 413 },
  { code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', statusCode: 406 },
  { code: 'FST_PROTO_VIOLATION', statusCode: 400 },
].map(({ code, statusCode }) => ({
  name: code,
  error: Object.assign(new Error(code), { code, statusCode }),
}));

describe('the error handler', () => {
  const app = Fastify({ bodyLimit: 64 });
  const thrown = new Map<string, Error>([...fastify4xx, ...multipart4xx].map((e) => [e.name, e.error]));
  thrown.set('TOO_MANY', Object.assign(new Error('Slow down.'), { statusCode: 429 }));
  thrown.set('BUG', new TypeError('cannot read properties of undefined'));
  thrown.set('APP', new AppError(409, 'already_voted', 'You can only vote once per poll.'));
  // What pg rejects a query with when PostgreSQL terminates its connection (pg_terminate_backend, a restart).
  thrown.set(
    'DROPPED',
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  );
  // The same inside a transaction, as drizzle wraps it (and the app's query errors hide the SQL).
  thrown.set(
    'DROPPED_IN_TRANSACTION',
    new Error('A database query failed (its text and parameters are not logged).', {
      cause: new Error('Client has encountered a connection error and is not queryable'),
    }),
  );

  beforeAll(async () => {
    registerErrorHandler(app);
    app.get<{ Params: { name: string } }>('/throw/:name', async (request) => {
      throw thrown.get(request.params.name);
    });
    app.post('/echo', async (request) => request.body);
    await app.ready();
  });
  afterAll(async () => app.close());

  const answer = async (name: string) => {
    const response = await app.inject({ method: 'GET', url: `/throw/${name}` });
    return { status: response.statusCode, error: response.json().error as { code: string; message: string } };
  };

  it('answers every 4xx of Fastify and its plugins with its status and a catalogue code', async () => {
    expect(fastify4xx.length).toBeGreaterThan(5);
    for (const { name, error } of [...fastify4xx, ...multipart4xx]) {
      const { status, error: body } = await answer(name);
      expect(status, name).toBe(error.statusCode);
      expect(errorCodes, name).toContain(body.code);
      expect(body.code, name).not.toMatch(/^fst_/);
    }
  });

  it('names the status families the client can act on', async () => {
    expect((await answer('FST_ERR_CTP_BODY_TOO_LARGE')).error.code).toBe('body_too_large');
    expect((await answer('FST_ERR_CTP_INVALID_MEDIA_TYPE')).error.code).toBe('unsupported_media_type');
    expect((await answer('FST_ERR_NOT_FOUND')).error.code).toBe('not_found');
    expect((await answer('FST_ERR_CTP_INVALID_JSON_BODY')).error.code).toBe('bad_request');
    expect((await answer('FST_INVALID_MULTIPART_CONTENT_TYPE')).error.code).toBe('bad_request');
    expect(await answer('TOO_MANY')).toEqual({
      status: 429,
      error: { code: 'rate_limited', message: 'Slow down.' },
    });
  });

  it('keeps an AppError as thrown and hides anything else behind a 500 internal', async () => {
    expect(await answer('APP')).toEqual({
      status: 409,
      error: { code: 'already_voted', message: 'You can only vote once per poll.' },
    });
    expect(await answer('BUG')).toEqual({
      status: 500,
      error: { code: 'internal', message: 'Something went wrong on our side.' },
    });
  });

  it('answers a dropped database connection with 503 database_unavailable and Retry-After, not a 500', async () => {
    for (const name of ['DROPPED', 'DROPPED_IN_TRANSACTION']) {
      const response = await app.inject({ method: 'GET', url: `/throw/${name}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json().error.code).toBe('database_unavailable');
    }
  });

  it('answers a body over the limit with 413 body_too_large, not Fastify’s own code', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(100) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('body_too_large');
  });
});
