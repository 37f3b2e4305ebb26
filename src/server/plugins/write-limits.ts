import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import type { RateStore } from './rate-store';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MINUTE_MS = 60 * 1000;

export interface WriteLimits {
  /** Writes (POST, PUT, PATCH, DELETE under /api) one signed-in member may make per minute. */
  perMinute: number;
}

export const defaultWriteLimits: WriteLimits = { perMinute: 60 };

/**
 * Caps every signed-in member's writes per minute across all API routes, so one account cannot fill the
 * database or starve others; past the cap a clear 429. Visitors' writes are limited per IP elsewhere.
 * Must be registered after the auth context, whose session lookup it uses.
 */
export function registerWriteLimits(
  app: FastifyInstance,
  options: { store: RateStore; limits: WriteLimits },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method) || !request.url.startsWith('/api/')) return;
    const user = await request.loadCurrentUser();
    if (!user) return;
    const result = await options.store.take(`writes:${user.id}`, options.limits.perMinute, MINUTE_MS);
    if (result.allowed) return;
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError(
      429,
      'rate_limited',
      `You are saving changes faster than we can keep up with. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    );
  });
}
