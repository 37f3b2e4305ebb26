import { expect, onTestFinished } from 'vitest';
import * as z from '@shared/api/zod-mini';
import { jsonResponse } from '@client/test/fake-tool-api';

/**
 * What an admin fake checks with: `check` reads a body through the route's shared input schema (a body the
 * server would refuse is recorded, and fails the test when it finishes), `reply` answers through the shared
 * output schema.
 */
export function schemaChecks() {
  const refused: string[] = [];
  onTestFinished(() => expect(refused, 'bodies the server would refuse').toEqual([]));
  const check = <S extends z.core.$ZodType>(route: string, schema: S, body: unknown): z.infer<S> | null => {
    const parsed = z.safeParse(schema, body);
    if (parsed.success) return parsed.data;
    refused.push(`${route}: ${parsed.error.message}`);
    return null;
  };
  const reply = <S extends z.core.$ZodType>(schema: S, body: z.input<S>, status = 200) =>
    jsonResponse(z.parse(schema, body), status);
  return { check, reply };
}
