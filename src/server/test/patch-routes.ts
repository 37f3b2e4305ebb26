import type { RouteOptions } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode } from '@shared/api/error-codes';
import { TEST_ORIGIN, type TestApp } from './test-app';

type Resource = Record<string, unknown>;

/** One resource made for a PATCH check: where to send the PATCH, as whom, and how to read it back. */
export interface PatchTarget {
  url: string;
  cookie: string;
  /** The whole resource as the API answers it to a reader. */
  read(): Promise<Resource>;
}

/**
 * How to check one PATCH route: it must change exactly the fields a body carries and leave every other one as
 * it was (issue 8: an edit never erases what it did not name).
 */
export interface PatchCase {
  /** The route as registered, e.g. 'PATCH /api/admin/tools/:id'. */
  route: string;
  /** Makes the resource with every field set to a value no default would give. */
  create(app: TestApp): Promise<PatchTarget>;
  /** A new value for each field the body accepts, unlike the one create() gave. */
  changes: Resource;
  /** How a field reads back when the API answers it under another name or form (default: the same key). */
  readsAs?: Record<string, (sent: unknown) => Resource>;
  /** Keys of the read resource that move on every write (updatedAt, editedAt…). */
  volatile?: string[];
  /** The error code of an empty body (default nothing_to_change). */
  emptyBodyCode?: ErrorCode;
}

/** The keys of a route's body schema (a zod object), so a field added to the body cannot go unchecked. */
export function bodyKeysOf(route: RouteOptions): string[] {
  const body = route.schema?.body as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined;
  return Object.keys(body?._zod?.def?.shape ?? {}).sort();
}

function pick(resource: Resource, keys: string[]): Resource {
  return Object.fromEntries(Object.entries(resource).filter(([key]) => keys.includes(key)));
}

function without(resource: Resource, keys: string[]): Resource {
  return Object.fromEntries(Object.entries(resource).filter(([key]) => !keys.includes(key)));
}

function patch(app: TestApp, target: PatchTarget, payload: unknown) {
  return app.server.inject({
    method: 'PATCH',
    url: target.url,
    headers: { origin: TEST_ORIGIN, cookie: target.cookie },
    payload: payload as object,
  });
}

/** Sends each field alone and reads the resource back: that field changed, every other one is as it was. */
export async function checkEachFieldAlone(app: TestApp, spec: PatchCase): Promise<void> {
  const target = await spec.create(app);
  const volatile = spec.volatile ?? [];
  for (const [field, value] of Object.entries(spec.changes)) {
    const before = await target.read();
    const expected = spec.readsAs?.[field]?.(value) ?? { [field]: value };
    for (const [key, changed] of Object.entries(expected)) {
      expect(
        before[key],
        `${spec.route}: create() must give ${key} another value than the change`,
      ).not.toEqual(changed);
    }
    const response = await patch(app, target, { [field]: value });
    expect(response.statusCode, `${spec.route} with only ${field}: ${response.body}`).toBe(200);
    const after = await target.read();
    expect(pick(after, Object.keys(expected)), `${spec.route} with only ${field}`).toEqual(expected);
    const untouched = [...Object.keys(expected), ...volatile];
    expect(without(after, untouched), `${spec.route} with only ${field}: the other fields`).toEqual(
      without(before, untouched),
    );
  }
}

/** An empty body is a clear 400 and changes nothing; returns the error for more checks. */
export async function checkEmptyBody(
  app: TestApp,
  spec: PatchCase,
): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const target = await spec.create(app);
  const before = await target.read();
  const response = await patch(app, target, {});
  expect(response.statusCode, `${spec.route} with {}: ${response.body}`).toBe(400);
  const error = response.json().error as { code: string; message: string; fields?: Record<string, string> };
  expect(error.code).toBe(spec.emptyBodyCode ?? 'nothing_to_change');
  expect(error.message.length).toBeGreaterThan(10);
  expect(await target.read()).toEqual(before);
  return error;
}
