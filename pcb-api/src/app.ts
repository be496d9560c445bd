import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import { BODY_LIMIT } from '@pcb/contract';
import { adoptRequestId, REQUEST_ID_HEADER, serverLogOptions } from '@pcb/contract/server/log';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DestinationStream } from 'pino';
import type { ApiConfig } from './config';
import { parseQueryString } from './lib/query-string';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { filesPlugin, pictureRoutes } from './plugins/files';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { multipartPlugin } from './plugins/multipart';
import { requestLogPlugin } from './plugins/request-log';
import { accountsPlugin } from './plugins/app/accounts';
import { cartPlugin } from './plugins/app/cart';
import { categoriesPlugin } from './plugins/app/categories';
import { customRequestsPlugin } from './plugins/app/custom-requests';
import { dashboardPlugin } from './plugins/app/dashboard';
import { designCapabilitiesPlugin } from './plugins/app/design-capabilities';
import { mailPlugin } from './plugins/app/mail';
import { optionsPlugin } from './plugins/app/options';
import { paymentsPlugin } from './plugins/app/payments';
import { productsPlugin } from './plugins/app/products';
import { settingsPlugin } from './plugins/app/settings';
import { sharesPlugin } from './plugins/app/shares';
import { shippingPlugin } from './plugins/app/shipping';
import { transactionsPlugin } from './plugins/app/transactions';
import { twoFactorPlugin } from './plugins/app/two-factor';
import { expiryJob } from './plugins/jobs/expiry';
import { idempotencyCleanupJob } from './plugins/jobs/idempotency-cleanup';
import { mailDeliveryJob } from './plugins/jobs/mail-delivery';
import { retentionJob } from './plugins/jobs/retention';
import { accountRoutes } from './modules/accounts/routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { cartRoutes } from './modules/cart/routes';
import { categoryRoutes } from './modules/categories/routes';
import { customRequestRoutes } from './modules/custom-requests/routes';
import { devRoutes } from './modules/dev/routes';
import { optionRoutes } from './modules/options/routes';
import { productRoutes } from './modules/products/routes';
import { shippingRoutes } from './modules/shipping/routes';
import { transactionRoutes } from './modules/transactions/routes';
import { paymentRoutes } from './modules/payments/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { mailRoutes } from './modules/mail/routes';
import { shareRoutes } from './modules/shares/routes';
import { settingsRoutes } from './modules/settings/routes';
import { designCapabilityRoutes } from './modules/design-capabilities/routes';
import { seedDatabase } from './seed';
import { retirePublishedPasswords } from './seed/published-passwords';
import './types';

export interface BuildOptions {
  /** Overrides the logger (tests pass `false`); by default pino JSON at `LOG_LEVEL`, silent under NODE_ENV=test. */
  logger?: FastifyServerOptions['logger'];
  /** Where the JSON logs go (tests read them); standard output by default. */
  logStream?: DestinationStream;
  /** See `DatabaseOptions.pgliteTemplate`. */
  pgliteTemplate?: Blob;
  /**
   * Builds each response serializer when its route first answers, not at start (tests: building all of them took
   * about 0.9 s of CPU per app, and a test file uses a few routes). The server builds them at start, so a broken
   * response schema stops it there.
   */
  serializersOnFirstUse?: boolean;
}

/** Fastify's own serializer builder, each route's serializer built on its first answer. */
function serializersOnFirstUse(): ReturnType<typeof SerializerSelector> {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
}

function loggerFor(config: ApiConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return config.nodeEnv === 'test' ? false : serverLogOptions(config.logLevel, stream);
}

/** Each domain's services, built once and decorated on the instance (`app.cart`, `app.orders`, …): `src/plugins/app/`. */
async function domains(app: FastifyInstance): Promise<void> {
  await app.register(accountsPlugin);
  await app.register(twoFactorPlugin);
  await app.register(settingsPlugin);
  await app.register(designCapabilitiesPlugin);
  await app.register(categoriesPlugin);
  await app.register(productsPlugin);
  await app.register(cartPlugin);
  await app.register(optionsPlugin);
  await app.register(customRequestsPlugin);
  await app.register(shippingPlugin);
  await app.register(transactionsPlugin);
  await app.register(paymentsPlugin);
  await app.register(dashboardPlugin);
  await app.register(sharesPlugin);
  await app.register(mailPlugin);
}

/** What repeats on every instance (the rows each run takes are claimed or idempotent): `src/plugins/jobs/`. */
async function jobs(app: FastifyInstance): Promise<void> {
  await app.register(expiryJob);
  await app.register(mailDeliveryJob);
  await app.register(retentionJob);
  await app.register(idempotencyCleanupJob);
}

/** Every route of the API, under `/api`. */
async function api(app: FastifyInstance): Promise<void> {
  await app.register(pictureRoutes);
  await app.register(productRoutes);
  await app.register(categoryRoutes);
  await app.register(accountRoutes);
  await app.register(twoFactorRoutes);
  await app.register(cartRoutes);
  await app.register(optionRoutes);
  await app.register(customRequestRoutes);
  await app.register(shippingRoutes);
  await app.register(transactionRoutes);
  await app.register(paymentRoutes);
  await app.register(dashboardRoutes);
  await app.register(mailRoutes);
  await app.register(shareRoutes);
  await app.register(settingsRoutes);
  await app.register(designCapabilityRoutes);
  await app.register(devRoutes);
}

/**
 * The whole reference upstream, ready but not listening: database open and migrated, first-start
 * data seeded, every route registered. `app.close()` closes the database.
 */
export async function buildApp(config: ApiConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerFor(config, options.logStream),
    // The BFF's id (through the inside balancer, which keeps it): one id from the edge to the database.
    genReqId: adoptRequestId,
    // Link tokens travel in the path (`verify/<jwt>`, `reset-password/<jwt>`): longer than the default 100.
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 2048 },
    bodyLimit: BODY_LIMIT,
    // Query arrays: `status=a` and `status=a&status=b` both fit an array schema.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
    // Opening and migrating the database (PGlite boots its own PostgreSQL) can pass Fastify's 10 s on a busy machine.
    pluginTimeout: 60_000,
    ...(options.serializersOnFirstUse && { schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } } }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // The custom-request forms may post URL-encoded fields; read them like query strings.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseQueryString(String(body)));
  });
  try {
    await app.register(errorsPlugin);
    await app.register(requestLogPlugin);
    await app.register(dbPlugin, { pgliteTemplate: options.pgliteTemplate });
    await app.register(metricsPlugin);
    await app.register(healthPlugin);
    await app.register(filesPlugin);
    await app.register(authPlugin);
    await app.register(multipartPlugin);
    await domains(app);
    await jobs(app);
    await app.register(api, { prefix: '/api' });
    await app.ready();
    const seeded = await seedDatabase(app);
    if (seeded.length > 0) app.log.info({ seeded }, 'first-start data seeded');
    // A demo fleet (SEED_DEMO_HISTORY=true) signs in with the published passwords on purpose.
    if (config.isProduction && !config.seedDemoHistory) {
      const retired = await retirePublishedPasswords(app);
      if (retired.length > 0) app.log.warn({ accounts: retired }, 'published passwords replaced: these accounts sign in again after "Lupa password"');
    }
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
