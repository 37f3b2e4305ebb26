/** An error as it is written to the log. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

const FAILED_QUERY = 'Failed query:';
// How deep a chain of causes is followed; the rest is cut.
const MAX_CAUSES = 5;

/**
 * The `err` log serializer: type, message, code, stack and cause only. Database errors carry the query's
 * parameters (names, emails, user ids) in `params`/`parameters`, in `detail` ("Key (email)=(…)") and in the
 * message of drizzle's wrapper; none of that is personal data a log may hold, so all of it is left out.
 */
export function serializeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A non-error value was thrown.', stack: '' };
  const message = error.message.startsWith(FAILED_QUERY)
    ? 'A database query failed (its text and parameters are not logged).'
    : error.message;
  const code = (error as { code?: unknown }).code;
  const stack = error.stack?.startsWith(`${error.name}: ${FAILED_QUERY}`)
    ? `${error.name}: ${message}\n${error.stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n')}`
    : (error.stack ?? '');
  const logged: LoggedError = { type: error.name, message, stack };
  if (typeof code === 'string') logged.code = code;
  if (error.cause !== undefined && depth < MAX_CAUSES)
    logged.cause = serializeErrorForLog(error.cause, depth + 1);
  return logged;
}
