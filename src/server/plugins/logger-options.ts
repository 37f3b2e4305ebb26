import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { maskEmails, scrubLogFields, urlForLog } from '../lib/log-scrub';
import { serializeErrorForLog } from './error-log';

/** The header a request id is taken from (a proxy's) and given back in. */
export const REQUEST_ID_HEADER = 'x-request-id';
// An id a proxy or a client may set: long enough to be unique, short and plain enough to log as is.
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's genReqId: a well-formed X-Request-Id as given, else a new UUID. */
export function requestIdFor(request: { headers: IncomingHttpHeaders }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where tests send the log instead of standard output. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Paths pino replaces with `[redacted]`: credentials in headers, request bodies, and any field named like a
 * password, a token, a secret or an address, at the top of a log line or one level down. The `req` serializer
 * below logs only the method and URL, so these are the second line of defence for whatever a caller passes.
 */
const REDACTED_PATHS = [
  ...['cookie', 'authorization', '"proxy-authorization"', '"x-api-key"', '"set-cookie"'].flatMap((header) => [
    `req.headers.${header}`,
    `res.headers.${header}`,
    `headers.${header}`,
    `*.headers.${header}`,
  ]),
  'body',
  '*.body',
  ...[
    'password',
    'newPassword',
    'currentPassword',
    'token',
    'secret',
    'email',
    'cookie',
    'authorization',
  ].flatMap((field) => [field, `*.${field}`]),
];

/** `LOG_FORMAT` if set; otherwise pretty on a terminal (outside tests), JSON lines when piped or collected. */
export function logFormat(
  config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>,
  terminal = process.stdout.isTTY === true && process.env.VITEST === undefined,
): 'json' | 'pretty' {
  if (config.LOG_FORMAT) return config.LOG_FORMAT;
  return terminal && config.NODE_ENV !== 'test' ? 'pretty' : 'json';
}

/**
 * The app's pino options. Every line of a request carries its `reqId` (Fastify binds it to `request.log`);
 * requests are logged as method and URL (no headers, no body; secret query values redacted); errors through
 * serializeErrorForLog; and e-mail addresses are masked in every message and string field.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>,
  stream?: LogStream,
): LoggerOptions {
  const pretty = stream === undefined && config.LOG_LEVEL !== 'silent' && logFormat(config) === 'pretty';
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
    serializers: {
      err: serializeErrorForLog,
      req: (req: { method: string; url: string }) => ({ method: req.method, url: urlForLog(req.url) }),
    },
    formatters: { log: (fields) => scrubLogFields(fields) },
    hooks: {
      // The message (and any format arguments) of every line.
      logMethod(args, method) {
        const masked = args.map((arg: unknown) => (typeof arg === 'string' ? maskEmails(arg) : arg));
        method.apply(this, masked as typeof args);
      },
    },
  };
}
