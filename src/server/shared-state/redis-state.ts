import { Redis } from 'ioredis';
import type { GenerationStore } from '../modules/auth/session-cache';
import type { RateStore } from '../plugins/rate-store';
import { createTopicHandlers, type InvalidationTopic, type SharedState } from './shared-state';

// Marks outlive any cached session (at most minutes), so a forgotten mark can only make a cache miss.
const MARK_TTL_SECONDS = 24 * 60 * 60;

// INCR the sequence and stamp the member with it, atomically.
const BUMP = `local s = redis.call('INCR', KEYS[1]); redis.call('SET', KEYS[2], s, 'EX', ARGV[1]); return s`;
// Count a hit in a fixed window and tell how long the window has left.
const TAKE = `local c = redis.call('INCR', KEYS[1]); if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end; return {c, redis.call('PTTL', KEYS[1])}`;
const PEEK = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;

/** Several processes: generations, invalidations and counters in Redis under one key prefix. */
export async function createRedisState(url: string, prefix = 'dyl:'): Promise<SharedState> {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const channel = `${prefix}invalidate`;
  const topics = createTopicHandlers();
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => topics.run(message as InvalidationTopic));

  const generations: GenerationStore = {
    async sequence() {
      return Number((await redis.get('session-seq')) ?? 0);
    },
    async markOf(userId) {
      return Number((await redis.get(`session-mark:${userId}`)) ?? 0);
    },
    async bump(userId) {
      await redis.eval(BUMP, 2, 'session-seq', `session-mark:${userId}`, MARK_TTL_SECONDS);
    },
  };

  const rates: RateStore = {
    async take(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(TAKE, 1, `rate:${key}`, windowMs)) as [number, number];
      return { allowed: count <= limit, count, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const [count, ttl] = (await redis.eval(PEEK, 1, `rate:${key}`)) as [number, number];
      return { count: ttl > 0 ? count : 0, retryAfterMs: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await redis.del(`rate:${key}`);
    },
  };

  return {
    kind: 'redis',
    generations,
    async publish(topic) {
      topics.run(topic);
      // keyPrefix does not apply to channels; the channel name carries the prefix itself.
      await redis.publish(channel, topic);
    },
    subscribe: (topic, handler) => topics.add(topic, handler),
    rates,
    async close() {
      subscriber.disconnect();
      await redis.quit();
    },
  };
}
