import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const served = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * `app.requestLog`: the services are built once, with one logger, yet a line they write while serving a
 * request (a payment provider refusing, a mail not sent) must carry that request's id. So this logger
 * writes through the logger of the request being served, and through `app.log` outside any (the sweeps).
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    const current = () => served.getStore() ?? app.log;
    app.decorate('requestLog', new Proxy(app.log, { get: (_appLog, key) => Reflect.get(current(), key) }));
    // preHandler, not onRequest: the body is read in between, and its stream's events run outside the request's context.
    app.addHook('preHandler', (request, _reply, done) => served.run(request.log, done));
  },
  { name: 'request-log', fastify: '5.x' },
);
