import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { BffConfig } from '../config';

/** A rate-limit check never waits longer than this for Redis: a slow or absent Redis must not slow logins down. */
const REDIS_TIMEOUT_MS = 500;

export interface RateLimitStore {
  /** The shared counters when `REDIS_URL` is set; otherwise each process counts on its own. */
  redis: Redis | null;
  /** `none` when no Redis is configured. */
  ready(): Promise<'up' | 'down' | 'none'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: RateLimitStore;
  }
}

function connect(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    // While Redis is away, commands fail at once (the limiter then lets the request through) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.warn({ err: error }, 'Redis unreachable: rate limits are not enforced until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis is back: rate limits enforced again');
    down = false;
  });
  return redis;
}

/** Where the rate limiter keeps its counters: in Redis, shared by every BFF, when `REDIS_URL` is set. */
export default fp(
  async function rateLimitStorePlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    const redis = config.redisUrl ? connect(app, config.redisUrl) : null;
    app.decorate('rateLimitStore', {
      redis,
      async ready() {
        if (!redis) return 'none';
        return redis.status === 'ready' ? 'up' : 'down';
      },
    } satisfies RateLimitStore);
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  },
  { name: 'rate-limit-store', fastify: '5.x' },
);
