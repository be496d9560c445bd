import { requestMetrics } from '@pcb/contract/server/metrics';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as promClient from 'prom-client';
import { Counter, Gauge, type GaugeConfiguration, type Registry } from 'prom-client';

/** The BFF's metrics, in Prometheus's text format at `GET /metrics` (docs/operations.md lists them). */
export interface BffMetrics {
  registry: Registry;
  /** A gauge whose labelled values `read` sets at each scrape. */
  gauge<Label extends string>(config: Omit<GaugeConfiguration<Label>, 'registers' | 'collect'>, read: (gauge: Gauge<Label>) => void | Promise<void>): void;
  /** Calls refused by a rate limit (429), by endpoint. */
  rateLimitRejections: Counter<'endpoint'>;
}

// Named apart from pcb-api's `metrics`: the BFF's tests run a real pcb-api (test/real-api.ts), so both servers' declarations meet.
declare module 'fastify' {
  interface FastifyInstance {
    bffMetrics: BffMetrics;
  }
}

/**
 * Counts every request by route pattern and status, and serves the registry at `/metrics`, which the edge
 * balancer refuses (docker/haproxy/edge.cfg): Prometheus reaches each task on the fleet's network.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const { registry, registers, observe } = requestMetrics(promClient);
    // A callback hook: an async one costs a promise on every request.
    app.addHook('onResponse', (request, reply, done) => {
      observe(request, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    app.decorate('bffMetrics', {
      registry,
      gauge(config, read) {
        new Gauge({
          ...config,
          registers,
          async collect() {
            await read(this);
          },
        });
      },
      rateLimitRejections: new Counter({
        name: 'pcb_rate_limit_rejections_total',
        help: 'Calls refused with 429 by a rate limit (sign-in, registration, codes…), by endpoint.',
        labelNames: ['endpoint'],
        registers,
      }),
    } satisfies BffMetrics);

    app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', fastify: '5.x' },
);
