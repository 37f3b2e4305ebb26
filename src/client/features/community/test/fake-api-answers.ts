import type { ErrorCode } from '@shared/api/error-codes';
import * as z from '@shared/api/zod-mini';
import { jsonResponse } from '@client/test/fake-tool-api';

// How the fake forum API answers: errors, bodies checked by the shared schemas, pages and order.

export const error = (status: number, code: ErrorCode, message: string) =>
  jsonResponse({ error: { code, message } }, status);

/** Answers with a body the shared output schema accepts, so the fake cannot drift from the contract. */
export const reply = <S extends z.core.$ZodType>(schema: S, body: z.input<S>, status = 200) =>
  jsonResponse(z.parse(schema, body), status);

export function page<T>(items: T[], cursor: string | null, size: number) {
  const start = cursor ? Number(cursor) : 0;
  const end = start + size;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

export const byNewest = (a: { createdAt: string }, b: { createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt);
