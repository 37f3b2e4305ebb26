import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sharedRateLimitStore } from '../shared-state/rate-limit-store';
import type { SharedState } from '../shared-state/shared-state';
import { AppError } from './app-error';

export interface AuthRateLimits {
  /** Attempts per IP address per window, across sign-in, sign-up and the reset endpoints. */
  perIp: number;
  /** Attempts per account (email address) per window. */
  perAccount: number;
  windowMs: number;
}

export const defaultAuthRateLimits: AuthRateLimits = { perIp: 30, perAccount: 10, windowMs: 15 * 60 * 1000 };

function minutes(ms: number): string {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** Rate limits counted in the shared state: in memory for one process, in Redis across many. */
export async function registerRateLimiting(app: FastifyInstance, state: SharedState): Promise<void> {
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(state) });
}

/**
 * One preHandler enforcing both limits on the account endpoints. The plugin's own preHandler marks a
 * request as checked after the first limiter, so two of them on one route would only ever apply one.
 */
export function authRateLimiter(app: FastifyInstance, limits: AuthRateLimits): preHandlerAsyncHookHandler {
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: limits.windowMs,
    keyGenerator: (r) => `ip:${r.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: limits.windowMs,
    keyGenerator: (r) => `account:${emailOf(r)}`,
  });
  return async (request) => {
    const checks = [await perIp(request)];
    if (emailOf(request)) checks.push(await perAccount(request));
    const exceeded = checks.find((c) => !c.isAllowed && c.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      throw new AppError(
        429,
        'rate_limited',
        `Too many attempts. Please wait ${minutes(exceeded.ttl)} and try again.`,
      );
    }
  };
}
