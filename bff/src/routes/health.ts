import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on `/bff/health/ready` answers 503, so the balancer stops sending requests before the BFF closes. */
    startDraining(): void;
  }
}

/**
 * Probes. `/bff/health`: liveness and whether the upstream answers (never where it is).
 * `/bff/health/live`: the process answers, no I/O. `/bff/health/ready`: it should get traffic,
 * meaning it is not draining, the upstream is ready and Redis (when configured) answers.
 */
async function healthRoutes(app: FastifyInstance, { config }: { config: BffConfig }) {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  const instance = config.instanceId;

  app.get('/bff/health', async (_request, reply) => {
    const upstream = (await app.upstream.answers()) ? 'up' : 'down';
    return reply.header('cache-control', 'no-store').send({ status: 'ok', upstream });
  });

  app.get('/bff/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live', instance }));

  app.get('/bff/health/ready', async (_request, reply) => {
    const [upstream, redis] = await Promise.all([app.upstream.ready(), app.rateLimitStore.ready()]);
    const ready = !draining && upstream && redis !== 'down';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not-ready', instance, draining, upstream: upstream ? 'ready' : 'not-ready', redis });
  });
}

/** Not encapsulated, so that `server.ts` can start draining the whole app. */
export default fp(healthRoutes, { name: 'health', dependencies: ['upstream', 'rate-limit-store'], fastify: '5.x' });
