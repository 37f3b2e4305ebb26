import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';

/**
 * react-hook-form's resolver for a shared zod/mini schema: each issue becomes the message of the field at its
 * path (the first one per field). What `zodResolver` from @hookform/resolvers does, without the classic zod it
 * imports (about 14 KiB gzipped that a tool page would otherwise download only for its form).
 */
export function schemaResolver<F extends FieldValues, D>(
  schema: z.core.$ZodType<D>,
): Resolver<F, unknown, D> {
  return async (values, _context, options) => {
    const parsed = await z.safeParseAsync(schema, values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
