import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedState } from './shared-state';

interface RateLimitResult {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: RateLimitResult) => void;

/**
 * A @fastify/rate-limit store over the shared state, so limits hold across every process when Redis is
 * used and in memory otherwise. Each route counts under its own key space.
 */
export function sharedRateLimitStore(state: SharedState): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly routeKey: string;

    constructor(_params?: unknown, routeKey = '') {
      this.routeKey = routeKey;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      state.hit(`rl:${this.routeKey}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes the route's merged options with the route itself as routeInfo.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const key = route?.url ? `${String(route.method)}${String(route.url)}:` : '';
      return new SharedRateLimitStore(undefined, key);
    }
  };
}
