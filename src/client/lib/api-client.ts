import type { ErrorCode } from '@shared/api/error-codes';
import type * as z from '@shared/api/zod-mini';
import { lazySchema } from './lazy-schema';

// Loaded on the first answer, not with the shell (see lazySchema).
const apiErrorSchema = lazySchema(() => import('@shared/api/error.schemas'), 'apiErrorSchema');

const NETWORK_MESSAGE = 'Could not reach Design Your Life. Check your connection and try again.';

/**
 * Writes whose body is at most this many bytes are sent with `keepalive`, so a tick, a like or a toggle still
 * reaches the server when the member reloads or leaves the page within its round trip. The browser allows
 * 64 KiB of keepalive bodies in flight per page, so larger writes (a journal entry) are sent as usual: they
 * could otherwise be refused while others are in flight.
 */
export const KEEPALIVE_BODY_LIMIT = 8 * 1024;

/**
 * A failed API call, carrying the server's code, message and per-field messages; status 0 and code 'network'
 * when no answer came.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * A zod 4 schema, classic or mini. Both parse with a method of their own, so calling it keeps zod's parser in
 * the schema's chunk rather than in the shell.
 */
type ParsingSchema<S> = z.core.$ZodType & { parse(data: unknown): z.output<S> };

interface RequestOptions<S extends ParsingSchema<S>> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead (an upload); the browser sets its Content-Type. */
  form?: FormData;
  /**
   * The shared schema of the answer, or a lazySchema loading it: the result is parsed by it, so its type is
   * checked, not cast.
   */
  schema: S | (() => Promise<S>);
  /**
   * 'always' (the default) parses every answer. 'development' parses it in development and tests only: a built
   * app takes the answer as it came. Meant for the answers every first screen waits on (session, settings,
   * content): the server has already serialised them through the same shared schemas, an API test checks that
   * parsing them again changes nothing, and on a phone loading zod and parsing them cost the first screen about
   * 100 ms of main thread.
   */
  validate?: 'always' | 'development';
  signal?: AbortSignal;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * No answer came, or a gateway answered that it could not reach the app (502, 503, 504): the same request may
 * well succeed later. A write sent again must then carry an Idempotency-Key (newIdempotencyKey), as its first
 * attempt may have been saved with only the answer lost.
 */
export const isTransientFailure = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && (error.status === 0 || [502, 503, 504].includes(error.status));

/** A fresh key that lets the server save a write once however often it is sent (the Idempotency-Key header). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The server answered with a 4xx: asking again will not change the answer. */
export const isClientError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** Calls our API with the session cookie and returns the parsed answer, or throws ApiRequestError. */
export async function apiRequest<S extends ParsingSchema<S>>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const parses = options.validate !== 'development' || import.meta.env.DEV;
  const schema = !parses
    ? null
    : typeof options.schema === 'function'
      ? options.schema()
      : Promise.resolve(options.schema);
  // A failed schema load surfaces when the answer is parsed, not as an unhandled rejection meanwhile.
  schema?.catch(() => undefined);
  const method = options.method ?? 'GET';
  const json = options.body === undefined ? undefined : JSON.stringify(options.body);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.form ?? json,
      // An upload never outlives the page: it is too large for keepalive's budget anyway.
      keepalive:
        method !== 'GET' &&
        options.form === undefined &&
        new TextEncoder().encode(json ?? '').length <= KEEPALIVE_BODY_LIMIT,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network', NETWORK_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const errorSchema = await apiErrorSchema().catch(() => null);
    const parsed = errorSchema?.safeParse(payload) ?? { success: false as const };
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiRequestError(response.status, code, message, fields);
    }
    throw new ApiRequestError(response.status, 'http_error', `The server answered ${response.status}.`);
  }
  // The server serialised this answer through the same schema (see RequestOptions.validate).
  if (!schema) return payload as z.output<S>;
  const answerSchema = await schema.catch(() => {
    throw new ApiRequestError(0, 'network', NETWORK_MESSAGE);
  });
  return answerSchema.parse(payload);
}
