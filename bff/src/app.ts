import { BODY_LIMIT } from '@pcb/contract';
import { adoptRequestId, REQUEST_ID_HEADER, serverLogOptions } from '@pcb/contract/server/log';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { BffConfig } from './config';
import canariesPlugin from './plugins/canaries';
import compressionPlugin from './plugins/compression';
import endpointLimitsPlugin from './plugins/endpoint-limits';
import errorsPlugin from './plugins/errors';
import rateLimitStorePlugin from './plugins/rate-limit-store';
import liveReleasesPlugin from './plugins/live-releases';
import metricsPlugin from './plugins/metrics';
import securityPlugin from './plugins/security';
import sessionCookiesPlugin from './plugins/session-cookies';
import upstreamPlugin from './plugins/upstream';
import apiRoutes from './routes/api';
import filesRoutes from './routes/files';
import healthRoutes from './routes/health';
import remotesRoutes from './routes/remotes';
import sessionRoutes from './routes/session';
import shellRoutes from './routes/shell';

export interface BuildOptions {
  /** Where the JSON logs go (tests read them); standard output by default. */
  logStream?: DestinationStream;
}

/** The contract allows e-mail verification and reset tokens (path parameters) up to 2048 characters. */
const MAX_PARAM_LENGTH = 2048;

const IDLE_SWEEP_MS = 50;

export async function buildApp(config: BffConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: serverLogOptions(config.logLevel, options.logStream),
    genReqId: adoptRequestId,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 60_000,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // While closing, connections that fall idle once their answer is sent are closed at once,
  // so close() waits for requests in flight and not for keep-alive clients.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  });
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(rateLimitStorePlugin, { config });
  await app.register(securityPlugin, { config });
  await app.register(sessionCookiesPlugin, { config });
  await app.register(endpointLimitsPlugin, { config });
  await app.register(upstreamPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(sessionRoutes);
  await app.register(liveReleasesPlugin, { config });
  await app.register(canariesPlugin, { config });
  await app.register(remotesRoutes);
  await app.register(healthRoutes, { config });
  await app.register(apiRoutes);
  await app.register(filesRoutes);
  await app.register(shellRoutes, { config });
  return app;
}
