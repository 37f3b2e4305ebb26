import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/**
 * Puts the server's per-field messages on the form's fields and returns the message for the whole form
 * (shown above the submit button), or null when every message found a field. The fields are named either
 * by a list (a server field that is one of them goes on it) or by a function from the server's field name
 * (such as "data.items.2") to the form's field, undefined for none. A field takes the first message for it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[] | ((serverField: string) => Path<T> | undefined),
): string | null {
  if (!(error instanceof ApiRequestError)) return 'Something went wrong. Please try again.';
  const fieldOf =
    typeof fieldNames === 'function' ? fieldNames : (field: string) => fieldNames.find((f) => f === field);
  const placed = new Set<Path<T>>();
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldOf(field);
    if (name !== undefined && !placed.has(name)) {
      setError(name, { type: 'server', message });
      placed.add(name);
    }
  }
  return placed.size > 0 && error.code === 'validation_failed' ? null : error.message;
}
