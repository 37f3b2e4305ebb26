import { Redis } from 'ioredis';
import type { GenerationStore } from '../modules/auth/session-cache';
import { createTopicHandlers, type InvalidationTopic, type SharedState } from './shared-state';

// Marks outlive any cached session (at most minutes), so a forgotten mark can only make a cache miss.
const MARK_TTL_SECONDS = 24 * 60 * 60;

// INCR the sequence and stamp the member with it, atomically.
const BUMP = `local s = redis.call('INCR', KEYS[1]); redis.call('SET', KEYS[2], s, 'EX', ARGV[1]); return s`;
// Count a hit in a fixed window and tell how long the window has left.
const HIT = `local c = redis.call('INCR', KEYS[1]); if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end; return {c, redis.call('PTTL', KEYS[1])}`;

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

  return {
    kind: 'redis',
    generations,
    async publish(topic) {
      topics.run(topic);
      // keyPrefix does not apply to channels; the channel name carries the prefix itself.
      await redis.publish(channel, topic);
    },
    subscribe: (topic, handler) => topics.add(topic, handler),
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, `hits:${key}`, windowMs)) as [number, number];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      subscriber.disconnect();
      await redis.quit();
    },
  };
}
