import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A database that does not answer this quickly counts as down: probes come every second or two. */
const DATABASE_CHECK_MS = 1_500;

const healthAnswer = {
  type: 'object',
  required: ['status', 'instance'],
  properties: {
    status: { type: 'string', enum: ['live', 'ready', 'not-ready'] },
    instance: { type: 'string' },
    database: { type: 'string', enum: ['up', 'down', 'read-only'] },
    draining: { type: 'boolean' },
  },
} as const;

type DatabaseState = 'up' | 'down' | 'read-only';

/** Whether the database answers, and takes writes: a standby or a read-only node is no place for a shop's traffic. */
async function databaseState(app: FastifyInstance): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DatabaseState>((resolve) => (timer = setTimeout(resolve, DATABASE_CHECK_MS, 'down')));
  const check = app.db.writable().then(
    (writable): DatabaseState => (writable ? 'up' : 'read-only'),
    (): DatabaseState => 'down',
  );
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for a balancer or an orchestrator. Live: the process answers HTTP (no I/O). Ready: it
 * should get traffic, meaning the database answers and takes writes, and the process is not draining for shutdown.
 * `app.startDraining()` turns readiness off for good.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });
    const instance = app.config.instanceId;
    const schema = { response: { 200: healthAnswer, 503: healthAnswer } };

    app.get('/api/health/live', { schema }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live', instance }));

    app.get('/api/health/ready', { schema }, async (_request, reply) => {
      const database = await databaseState(app);
      const ready = database === 'up' && !draining;
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'not-ready', instance, database, draining });
    });
  },
  { name: 'health', dependencies: ['db'], fastify: '5.x' },
);
