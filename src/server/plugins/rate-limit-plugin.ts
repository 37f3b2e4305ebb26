import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { clientNetwork } from './client-network';
import type { RateStore } from './rate-store';

function minutes(ms: number): string {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/** The 429 of every per-client limit: the API's error body, with how long to wait. */
export function tooManyAttempts(retryAfterMs: number): AppError {
  return new AppError(
    429,
    'rate_limited',
    `Too many attempts. Please wait ${minutes(retryAfterMs)} and try again.`,
  );
}

/*
 * The plugin counts in the app's shared store (state.rates), not in its own Redis store: that store is Redis
 * (through the app's one ioredis client, which is replaced after a stalled command) when REDIS_URL is set, and
 * falls back to this process's memory while Redis is down, so limits still hold per process instead of failing
 * every request or none; without Redis on PostgreSQL it is the database, which several processes share. Key
 * names come whole from each limit's keyGenerator (no route prefix): routes that name one budget share it.
 */
function storeOn(rates: RateStore): FastifyRateLimitStoreCtor {
  return class SharedRateStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      rates.take(key, max, timeWindow).then(
        (result) => callback(null, { current: result.count, ttl: result.retryAfterMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Registers @fastify/rate-limit for limits that routes declare (`config: { rateLimit }`) and for
 * `app.createRateLimit`, counting in the shared store. Register before any route it should see.
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  options: { store: RateStore },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: storeOn(options.store),
    // After validation and the access check, as the hand-made limits ran: a request refused before it never counts.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
}

/**
 * A route's `config.rateLimit`: `max` requests per client network (an IPv4 address or an IPv6 /64) per window;
 * routes that give the same name share one budget.
 */
export function perNetworkLimit(name: string, max: number, windowMs: number): RateLimitOptions {
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:ip:${clientNetwork(request.ip)}`,
  };
}
