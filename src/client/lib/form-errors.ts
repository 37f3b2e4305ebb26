import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/**
 * Puts the server's per-field messages on the form's fields and returns the message for the whole form
 * (shown above the submit button), or null when every message found a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiRequestError)) return 'Something went wrong. Please try again.';
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((f) => f === field);
    if (name) {
      setError(name, { type: 'server', message });
      placed = true;
    }
  }
  return placed && error.code === 'validation_failed' ? null : error.message;
}
