import { maskEmails } from '../lib/log-scrub';

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
// V8's JSON.parse messages quote the text they could not parse: a request body.
const QUOTES_JSON = /is not valid JSON|in JSON at position|JSON input/;
// How deep a chain of causes is followed; the rest is cut.
const MAX_CAUSES = 5;

/**
 * The `err` log serializer: type, message, code, stack and cause only. Database errors carry the query's
 * parameters (names, emails, user ids) in `params`/`parameters`, in `detail` ("Key (email)=(…)") and in the
 * message of drizzle's wrapper; none of that is personal data a log may hold, so all of it is left out.
 * A JSON parse error quotes the body it failed on, so its message is replaced too, and any e-mail address
 * left in a message or stack is masked (`a***@example.com`).
 */
export function serializeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A non-error value was thrown.', stack: '' };
  const replaced = error.message.startsWith(FAILED_QUERY)
    ? 'A database query failed (its text and parameters are not logged).'
    : error instanceof SyntaxError && QUOTES_JSON.test(error.message)
      ? 'A JSON text could not be parsed (it is not logged).'
      : undefined;
  const message = maskEmails(replaced ?? error.message);
  const code = (error as { code?: unknown }).code;
  // The stack's first lines repeat the message; when it was replaced, only the frames are kept.
  const stack =
    replaced === undefined
      ? maskEmails(error.stack ?? '')
      : `${error.name}: ${message}\n${(error.stack ?? '')
          .split('\n')
          .filter((line) => line.startsWith('    at '))
          .join('\n')}`;
  const logged: LoggedError = { type: error.name, message, stack };
  if (typeof code === 'string') logged.code = code;
  if (error.cause !== undefined && depth < MAX_CAUSES)
    logged.cause = serializeErrorForLog(error.cause, depth + 1);
  return logged;
}
