import { isIP } from 'node:net';
import { z } from 'zod';
import { isTrivialPassword } from '@shared/account/account.schemas';
import { isGuessablePassword } from './modules/account/password-policy';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4/IPv6 address, optionally with a /prefix, or one of proxy-addr's names (loopback …). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For to believe: a hop count (`1` = the one reverse proxy in front; `true` means
 * the same) or a comma-separated list of proxy addresses/CIDRs. Never "everyone", which would let any
 * client claim any IP through the left-most X-Forwarded-For entry.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const s3Keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
    APP_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(8, 'must be at least 8 characters')
      .refine(
        (p) => !isTrivialPassword(p) && !isGuessablePassword(p),
        'is too common; choose a longer or more unusual one',
      )
      .optional(),
    SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
    REDIS_URL: optionalUrl(['redis://', 'rediss://']),
    REDIS_PREFIX: z.string().min(1).max(50).default('dyl:'),
    MAIL_FROM: z.string().min(3).default('Design Your Life <no-reply@localhost>'),
    TRUST_PROXY: trustProxy,
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /**
     * The forum's per-member pace (a post every 30 s, ten a day for a new account, 50 likes a day): on unless
     * switched off for a load test that writes faster than any member may (`npm run bench:scale`).
     */
    FORUM_PACE_LIMITS: z.enum(['on', 'off']).default('on'),
    S3_ENDPOINT: optionalUrl(['http://', 'https://']),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** The media folder (DATA_DIR/media) is one disk every process mounts, so several may keep uploads there. */
    MEDIA_DISK_SHARED: booleanFlag,
    /** 'none': the built-in provider (tier changes at once; refused in production unless ALLOW_FREE_UPGRADES). */
    BILLING_PROVIDER: z.enum(['none', 'stripe']).default('none'),
    ALLOW_FREE_UPGRADES: booleanFlag,
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PRICE_GROWTH: z.string().optional(),
    STRIPE_PRICE_PREMIUM: z.string().optional(),
    STRIPE_PRICE_LIFETIME_MASTERY: z.string().optional(),
    /** Prices as shown on the subscription page. */
    PRICE_LABEL_GROWTH: z.string().min(1).default('$9 / month'),
    PRICE_LABEL_PREMIUM: z.string().min(1).default('$19 / month'),
    PRICE_LABEL_LIFETIME_MASTERY: z.string().min(1).default('$299 once'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unset: pretty on a terminal, JSON lines otherwise (piped, in CI, under a process manager). */
    LOG_FORMAT: z
      .enum(['json', 'pretty', ''])
      .optional()
      .transform((v) => v || undefined),
    /** How long a stopping process fails its readiness check before it closes (the load balancer's notice). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    /**
     * Where reminders may be pushed: the push services of the browsers (Chrome, Firefox, Safari, Edge), as host
     * names, a leading dot for a whole domain. A subscription naming another host is refused, so the server
     * never posts to an address a member made up. Tests add their loopback push service.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .default('fcm.googleapis.com,.push.services.mozilla.com,.push.apple.com,.notify.windows.com')
      .transform((v) =>
        v
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** The contact the push services see in each reminder's VAPID signature (default: APP_URL). */
    VAPID_SUBJECT: z
      .string()
      .optional()
      .refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), {
        message: 'must start with mailto: or https://',
      }),
    /** Reminders and the weekly summary are sent by a job queue in the database; 'off' for a process that serves only. */
    JOBS: z.enum(['on', 'off']).default('on'),
    /** Turns on GET /metrics (Prometheus text), answered only with `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
  })
  .refine((c) => s3Keys.every((k) => c[k]) || s3Keys.every((k) => !c[k]), {
    message: `set all of ${s3Keys.join(', ')} for S3 media storage, or none of them`,
    path: ['S3_ENDPOINT'],
  })
  // Several processes (Redis is what only they need) must keep uploads where all of them read: an avatar
  // uploaded through one and asked of another, or deleted through another, is the same file.
  .refine((c) => !c.REDIS_URL || s3Keys.every((k) => c[k]) || c.MEDIA_DISK_SHARED, {
    message: `several processes (REDIS_URL) need one media storage: set ${s3Keys.join(', ')}, or MEDIA_DISK_SHARED=true when every process mounts the same DATA_DIR/media`,
    path: ['REDIS_URL'],
  });

export type Config = z.infer<typeof configSchema> & { APP_URL: string };

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.BILLING_PROVIDER === 'stripe') {
    const missing = [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_GROWTH',
      'STRIPE_PRICE_PREMIUM',
      'STRIPE_PRICE_LIFETIME_MASTERY',
    ].filter((name) => !config[name as keyof typeof config]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((m) => `  ${m}: required when BILLING_PROVIDER=stripe`).join('\n')}`,
      );
    }
  }
  return { ...config, APP_URL: config.APP_URL ?? `http://localhost:${config.PORT}` };
}

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

/** Settings that work but leave a door open, each as a line to log at start. */
export function configWarnings(config: Pick<Config, 'HOST' | 'TRUST_PROXY' | 'FORUM_PACE_LIMITS'>): string[] {
  const warnings: string[] = [];
  if (config.FORUM_PACE_LIMITS === 'off') {
    warnings.push(
      'FORUM_PACE_LIMITS=off: members may post, reply and like without the forum pace limits. Use it for load tests only.',
    );
  }
  if (config.TRUST_PROXY !== false && ALL_INTERFACES.has(config.HOST.trim())) {
    // With a hop count, the app believes whatever X-Forwarded-For the connecting peer sends; a client reaching
    // the port directly is that peer, and picks the address every rate limit counts.
    warnings.push(
      `TRUST_PROXY is set and HOST=${config.HOST} listens on every interface: a client that reaches the app without the proxy can choose the address the rate limits count. Set HOST to the address on the proxy's network (127.0.0.1 when the proxy runs on this host), or let only the proxy reach this port.`,
    );
  }
  return warnings;
}
