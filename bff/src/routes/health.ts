import type { FastifyInstance } from 'fastify';

/** Liveness of the BFF and whether the upstream answers; never says where the upstream is. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/bff/health', async (_request, reply) => {
    const upstream = (await app.upstream.answers()) ? 'up' : 'down';
    return reply.header('cache-control', 'no-store').send({ status: 'ok', upstream });
  });
}
