import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { createMemoryRateStore, type RateStore } from '../plugins/rate-store';
import {
  createListeners,
  deliverMessage,
  encodeMessage,
  type SharedState,
  type StampStore,
} from './shared-state';

// Marks outlive any cached session (at most minutes), so a forgotten mark can only make a cache miss.
const MARK_TTL_SECONDS = 24 * 60 * 60;

// The epoch, set when missing (a first start, a restart or a flush of Redis): every stamp carries it.
const EPOCH = `local e = redis.call('GET', KEYS[1]); if not e then redis.call('SET', KEYS[1], ARGV[1], 'NX'); e = redis.call('GET', KEYS[1]) end;`;
const STAMP = `${EPOCH} return {e, redis.call('GET', KEYS[2]) or '0'}`;
const BEGIN = `${EPOCH} return {e, redis.call('GET', KEYS[2]) or '0'}`;
// INCR the sequence and stamp each member with it, atomically.
const BUMP = `for i = 2, #KEYS do local s = redis.call('INCR', KEYS[1]); redis.call('SET', KEYS[i], s, 'EX', ARGV[1]) end; return 1`;
// Count a hit in a fixed window and tell how long the window has left.
const TAKE = `local c = redis.call('INCR', KEYS[1]); if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end; return {c, redis.call('PTTL', KEYS[1])}`;
const PEEK = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;

export interface RedisStateOptions {
  prefix?: string;
  /** How long one command may take before the store counts as down (a stalled server). */
  commandTimeoutMs?: number;
  /** How often a down store is asked whether it is back. */
  probeIntervalMs?: number;
  /** Told when the store goes down or comes back. */
  onHealth?: (healthy: boolean, reason?: string) => void;
}

class StoreDown extends Error {
  constructor() {
    super('The shared store (Redis) is unreachable');
  }
}

/**
 * Several processes: stamps, changes and counters in Redis under one key prefix. Never waits on an unreachable
 * Redis: commands are not queued while disconnected and time out when it stalls; then the store counts as down,
 * every call rejects at once (rate limits fall back to this process's memory), and a probe brings it back. The
 * process starts and serves while Redis is down, and keeps trying.
 */
export function createRedisState(url: string, options: RedisStateOptions = {}): SharedState {
  const prefix = options.prefix ?? 'dyl:';
  const processId = randomUUID();
  const listeners = createListeners();
  const connection: RedisOptions = { retryStrategy: (times) => Math.min(times * 100, 1_000) };
  const openCommands = () => {
    const client = new Redis(url, {
      ...connection,
      // A command in flight when the connection goes is failed, never sent again on the next one.
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      keyPrefix: prefix,
      enableOfflineQueue: false,
      commandTimeout: options.commandTimeoutMs ?? 1_000,
    });
    client.on('ready', () => void probe());
    client.on('error', () => {}); // reported through onHealth; ioredis reconnects by itself
    return client;
  };
  let redis = openCommands();
  const subscriber = new Redis(url, { ...connection, maxRetriesPerRequest: null });
  const channel = `${prefix}changes`;
  const localRates = createMemoryRateStore();
  let up = false;
  let seenEpoch: string | null = null;
  let closed = false;

  function setHealth(healthy: boolean, reason?: string) {
    if (up === healthy) return;
    up = healthy;
    options.onHealth?.(healthy, reason);
    // Back after being down: what the others sent meanwhile may never have arrived.
    if (healthy) listeners.reset();
  }

  /** Runs a command while the store is up; a failure takes it down until the probe sees it answer again. */
  async function command<T>(run: () => Promise<T>): Promise<T> {
    if (!up) throw new StoreDown();
    try {
      return await run();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setHealth(false, reason);
      // A client whose replies are late is never used again (a late reply must not answer a later command):
      // a new one takes over, ready once Redis answers.
      if (/timed out/i.test(reason) && !closed) {
        redis.disconnect();
        redis = openCommands();
      }
      throw error;
    }
  }

  async function probe() {
    if (closed) return;
    try {
      await redis.ping();
      setHealth(true);
    } catch {
      // still down: the next probe tries again
    }
  }
  const timer = setInterval(() => void probe(), options.probeIntervalMs ?? 500);
  timer.unref();
  subscriber.on('error', () => {});

  // A subscriber that is away misses messages: caches stop serving at once, and drop everything on its return.
  let subscribed = false;
  subscriber.on('ready', () => {
    subscribed = true;
    listeners.reset();
  });
  subscriber.on('close', () => {
    if (!subscribed) return;
    subscribed = false;
    listeners.reset();
  });
  subscriber.subscribe(channel).catch(() => {}); // resubscribed by ioredis after each reconnect
  subscriber.on('message', (_channel: string, text: string) => deliverMessage(listeners, text, processId));

  function noteEpoch(epoch: string) {
    if (seenEpoch !== null && seenEpoch !== epoch) listeners.reset();
    seenEpoch = epoch;
  }

  const stamps: StampStore = {
    async begin() {
      const [epoch, sequence] = (await command(() =>
        redis.eval(BEGIN, 2, 'epoch', 'session-seq', randomUUID()),
      )) as [string, string];
      noteEpoch(epoch);
      return { epoch, sequence: Number(sequence) };
    },
    async stampOf(userId) {
      const [epoch, mark] = (await command(() =>
        redis.eval(STAMP, 2, 'epoch', `session-mark:${userId}`, randomUUID()),
      )) as [string, string];
      noteEpoch(epoch);
      return { epoch, mark: Number(mark) };
    },
    async bump(userIds) {
      if (userIds.length === 0) return;
      const keys = userIds.map((id) => `session-mark:${id}`);
      await command(() => redis.eval(BUMP, keys.length + 1, 'session-seq', ...keys, MARK_TTL_SECONDS));
    },
  };

  const sharedRates: RateStore = {
    async take(key, limit, windowMs) {
      const [count, ttl] = (await command(() => redis.eval(TAKE, 1, `rate:${key}`, windowMs))) as [
        number,
        number,
      ];
      return { allowed: count <= limit, count, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const [count, ttl] = (await command(() => redis.eval(PEEK, 1, `rate:${key}`))) as [number, number];
      return { count: ttl > 0 ? count : 0, retryAfterMs: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await command(() => redis.del(`rate:${key}`));
    },
  };
  // While Redis is down, limits still hold per process rather than not at all.
  const rates: RateStore = {
    take: (key, limit, windowMs) =>
      up
        ? sharedRates.take(key, limit, windowMs).catch(() => localRates.take(key, limit, windowMs))
        : localRates.take(key, limit, windowMs),
    peek: (key) => (up ? sharedRates.peek(key).catch(() => localRates.peek(key)) : localRates.peek(key)),
    reset: (key) => (up ? sharedRates.reset(key).catch(() => localRates.reset(key)) : localRates.reset(key)),
  };

  return {
    kind: 'redis',
    stamps,
    rates,
    async send(changes) {
      if (changes.length === 0) return;
      // keyPrefix does not apply to channels; the channel name carries the prefix itself.
      await command(() => redis.publish(channel, encodeMessage({ from: processId, changes: [...changes] })));
    },
    listen: (listener) => listeners.add(listener),
    async renewEpoch() {
      await command(() => redis.set('epoch', randomUUID()));
      await command(() => redis.publish(channel, encodeMessage({ from: processId, reset: true })));
    },
    healthy: () => up && subscribed,
    async close() {
      closed = true;
      clearInterval(timer);
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}
