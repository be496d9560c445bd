import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { BffConfig } from '../config';

/** A rate-limit check never waits longer than this for Redis: a slow or absent Redis must not slow logins down. */
const REDIS_TIMEOUT_MS = 500;
const KEY_PREFIX = 'pcb-bff-rate-limit:';
/** Counters this process keeps at most; the oldest go first (a flood of distinct keys cannot grow memory). */
const LOCAL_KEYS_KEPT = 50_000;

export interface RateLimitStore {
  /** The shared counters when `REDIS_URL` is set; otherwise each process counts on its own. */
  redis: Redis | null;
  /** `none` when no Redis is configured. */
  ready(): Promise<'up' | 'down' | 'none'>;
  /**
   * Counts one more call under `key` and answers how many the window holds. In Redis while it answers,
   * in this process while it does not: a limit is never switched off, at worst it is counted per instance.
   */
  hit(key: string, windowMs: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: RateLimitStore;
  }
}

/** Fixed windows in a Map: insertion order is age, so the first key is the one to drop. */
function localCounters() {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (key: string, windowMs: number): number => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      windows.set(key, window);
      if (windows.size > LOCAL_KEYS_KEPT) windows.delete(windows.keys().next().value as string);
    }
    return ++window.count;
  };
}

async function redisHit(redis: Redis, key: string, windowMs: number): Promise<number> {
  const replies = await redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec();
  const count = replies?.[0]?.[1];
  if (typeof count !== 'number') throw new Error('Redis gave no count');
  return count;
}

function connect(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    // While Redis is away, commands fail at once (the limiter then counts in this process) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.warn({ err: error }, 'Redis unreachable: rate limits are counted per instance until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis is back: rate limits shared again');
    down = false;
  });
  return redis;
}

/** Where the rate limits keep their counters: in Redis, shared by every BFF, when `REDIS_URL` is set. */
export default fp(
  async function rateLimitStorePlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    const redis = config.redisUrl ? connect(app, config.redisUrl) : null;
    const local = localCounters();
    app.decorate('rateLimitStore', {
      redis,
      async ready() {
        if (!redis) return 'none';
        return redis.status === 'ready' ? 'up' : 'down';
      },
      async hit(key, windowMs) {
        if (!redis || redis.status !== 'ready') return local(key, windowMs);
        return redisHit(redis, KEY_PREFIX + key, windowMs).catch(() => local(key, windowMs));
      },
    } satisfies RateLimitStore);
    if (redis)
      app.bffMetrics.gauge({ name: 'pcb_redis_up', help: 'Whether Redis answers (1) or not (0): while 0, rate limits are counted per BFF.' }, (gauge) =>
        gauge.set(redis.status === 'ready' ? 1 : 0),
      );
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  },
  { name: 'rate-limit-store', dependencies: ['metrics'], fastify: '5.x' },
);
