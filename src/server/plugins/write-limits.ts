import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MINUTE_MS = 60 * 1000;

export interface WriteLimits {
  /** Writes (POST, PUT, PATCH, DELETE under /api) one signed-in member may make per minute. */
  perMinute: number;
  /**
   * Saves of a forum draft per minute, counted apart: a draft is saved as the member pauses while writing, and
   * those saves must not use up the budget the post itself then needs.
   */
  draftsPerMinute?: number;
}

export const defaultWriteLimits: WriteLimits = { perMinute: 60, draftsPerMinute: 120 };
const DRAFTS = '/api/community/drafts/';

/**
 * Caps every signed-in member's writes per minute across all API routes, so one account cannot fill the
 * database or starve others; past the cap a clear 429. Visitors' writes are limited per IP elsewhere.
 * Must be registered after the auth context, whose session lookup it uses, and after @fastify/rate-limit
 * (rate-limit-plugin.ts), which counts. Its function form, not a route's `config.rateLimit`: the plugin runs one
 * limit of its hooks per request, and a write to a route with its own limit (change-password) counts here too.
 */
export function registerWriteLimits(app: FastifyInstance, options: { limits: WriteLimits }): void {
  const countWrite = app.createRateLimit({
    max: options.limits.perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: async (request) => `writes:${(await request.loadCurrentUser())?.id}`,
  });
  const countDraftSave = app.createRateLimit({
    max: options.limits.draftsPerMinute ?? 2 * options.limits.perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: async (request) => `draft-saves:${(await request.loadCurrentUser())?.id}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!(await request.loadCurrentUser())) return;
    const count = request.url.startsWith(DRAFTS) ? countDraftSave : countWrite;
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, Math.ceil(result.ttl / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError(
      429,
      'rate_limited',
      `You are saving changes faster than we can keep up with. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    );
  });
}
