import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from '@shared/api/zod-mini';
import { apiRequest, ApiRequestError, KEEPALIVE_BODY_LIMIT } from './api-client';
import { lazySchema } from './lazy-schema';

const answerSchema = z.object({ name: z.string() });

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest with a lazily loaded schema', () => {
  it('loads the schema once and parses the answer by it', async () => {
    const load = vi.fn(async () => ({ answerSchema }));
    const schema = lazySchema(load, 'answerSchema');
    answer(200, { name: 'Robin', secret: 'dropped by the schema' });
    expect(await apiRequest('/api/x', { schema })).toEqual({ name: 'Robin' });
    answer(200, { name: 'Lee' });
    expect(await apiRequest('/api/x', { schema })).toEqual({ name: 'Lee' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('rejects an answer that does not match the schema', async () => {
    answer(200, { name: 42 });
    await expect(
      apiRequest('/api/x', { schema: lazySchema(async () => ({ answerSchema }), 'answerSchema') }),
    ).rejects.toThrow();
  });

  it("turns the server's error body into an ApiRequestError", async () => {
    answer(400, {
      error: { code: 'validation_failed', message: 'Check the form.', fields: { name: 'Required' } },
    });
    const error = await apiRequest('/api/x', { schema: answerSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fields: { name: 'Required' } });
  });

  it('keeps the message and fields of an error whose code this app does not know', async () => {
    answer(409, {
      error: { code: 'added_after_this_app', message: 'Newer rule.', fields: { name: 'Taken' } },
    });
    const error = await apiRequest('/api/x', { schema: answerSchema }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      code: 'unknown_code',
      message: 'Newer rule.',
      fields: { name: 'Taken' },
    });
  });

  it('answers http_error for an error body not in the API shape', async () => {
    answer(502, { message: 'Bad gateway' });
    const error = await apiRequest('/api/x', { schema: answerSchema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http_error', message: 'The server answered 502.' });
  });

  it('reports a schema that cannot be loaded as a network problem', async () => {
    answer(200, { name: 'Robin' });
    const schema = lazySchema(async (): Promise<{ answerSchema: typeof answerSchema }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, 'answerSchema');
    await expect(apiRequest('/api/x', { schema })).rejects.toMatchObject({ code: 'network', status: 0 });
  });
});

describe("apiRequest with validate: 'development'", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('parses the answer in development and tests', async () => {
    const load = vi.fn(async () => ({ answerSchema }));
    answer(200, { name: 42 });
    await expect(
      apiRequest('/api/x', { schema: lazySchema(load, 'answerSchema'), validate: 'development' }),
    ).rejects.toThrow();
    expect(load).toHaveBeenCalledOnce();
  });

  it('takes the answer as it came in a built app, without loading the schema', async () => {
    vi.stubEnv('DEV', false);
    const load = vi.fn(async () => ({ answerSchema }));
    answer(200, { name: 'Robin', kept: true });
    expect(
      await apiRequest('/api/x', { schema: lazySchema(load, 'answerSchema'), validate: 'development' }),
    ).toEqual({ name: 'Robin', kept: true });
    expect(load).not.toHaveBeenCalled();
  });

  it('still parses answers that ask for it in a built app', async () => {
    vi.stubEnv('DEV', false);
    answer(200, { name: 42 });
    await expect(apiRequest('/api/x', { schema: answerSchema })).rejects.toThrow();
  });

  it("still turns a built app's error answers into an ApiRequestError", async () => {
    vi.stubEnv('DEV', false);
    answer(401, { error: { code: 'unauthorized', message: 'Sign in first.' } });
    await expect(
      apiRequest('/api/x', { schema: answerSchema, validate: 'development' }),
    ).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
  });
});

describe('apiRequest keepalive', () => {
  function sentInit(): RequestInit {
    const fetchMock = vi.mocked(fetch);
    return fetchMock.mock.calls[0]![1]!;
  }

  it('sends a small write with keepalive, so it outlives a reload within its round trip', async () => {
    answer(200, { name: 'Robin' });
    await apiRequest('/api/habits/1', { method: 'PATCH', body: { done: true }, schema: answerSchema });
    expect(sentInit()).toMatchObject({ method: 'PATCH', keepalive: true, body: '{"done":true}' });
  });

  it('does not keep reads alive', async () => {
    answer(200, { name: 'Robin' });
    await apiRequest('/api/x', { schema: answerSchema });
    expect(sentInit()).toMatchObject({ method: 'GET', keepalive: false });
  });

  it('sends a write larger than the keepalive allowance as usual, counting bytes, not characters', async () => {
    answer(200, { name: 'Robin' });
    // Under the limit in characters, over it in UTF-8 bytes.
    const text = 'é'.repeat(KEEPALIVE_BODY_LIMIT / 2);
    await apiRequest('/api/journal', { method: 'POST', body: { text }, schema: answerSchema });
    expect(sentInit()).toMatchObject({ method: 'POST', keepalive: false });
  });
});
