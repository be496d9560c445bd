import { requestMetrics } from '@pcb/contract/server/metrics';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as promClient from 'prom-client';
import { Counter, Gauge, type Registry } from 'prom-client';

/** pcb-api's metrics, in Prometheus's text format at `GET /metrics` (docs/operations.md lists them). */
export interface ApiMetrics {
  registry: Registry;
  /** A gauge read at each scrape; a read that fails (the database away) leaves its last value, and the scrape goes on. */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** Gauges that one read fills (one query a scrape for all of them), each `[name, help]` under its key of the read's answer. */
  gauges<K extends string>(read: () => Promise<Record<K, number>>, each: Record<K, [name: string, help: string]>): void;
  /** Money arrived for an order that had already ended unpaid: someone must refund it. */
  settledAfterExpiry: Counter;
  /** Mail sends that failed (each attempt), whether the mail is tried again or failed for good. */
  mailFailures: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

/**
 * Counts every request by route pattern and status, and serves the registry at `/metrics`: outside `/api`,
 * so the BFF never forwards it, and the edge balancer refuses the path (docker/haproxy/edge.cfg).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { registry, registers, observe } = requestMetrics(promClient);
    app.addHook('onResponse', async (request, reply) => observe(request, reply.statusCode, reply.elapsedTime / 1000));

    const gauge: ApiMetrics['gauge'] = (name, help, read) => {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          try {
            this.set(await read());
          } catch (error) {
            app.log.warn({ err: error, metric: name }, 'metric not read');
          }
        },
      });
    };
    const gauges: ApiMetrics['gauges'] = (read, each) => {
      // prom-client collects a scrape's metrics all at once, so the gauges of one scrape share the read under way.
      let reading: ReturnType<typeof read> | undefined;
      const shared = () => (reading ??= read().finally(() => (reading = undefined)));
      for (const [key, [name, help]] of Object.entries(each) as [keyof typeof each, [string, string]][]) {
        gauge(name, help, async () => (await shared())[key]);
      }
    };
    gauge('pcb_db_pool_total', 'PostgreSQL connections open in the pool (0 on PGlite).', () => app.db.poolCounts()?.total ?? 0);
    gauge('pcb_db_pool_idle', 'PostgreSQL connections open and idle.', () => app.db.poolCounts()?.idle ?? 0);
    gauge(
      'pcb_db_pool_waiting',
      'Queries waiting for a pooled connection: above 0 for long, the pool is too small or the database slow.',
      () => app.db.poolCounts()?.waiting ?? 0,
    );

    app.decorate('metrics', {
      registry,
      gauge,
      gauges,
      settledAfterExpiry: new Counter({
        name: 'pcb_orders_settled_after_expiry_total',
        help: 'Payments settled for an order that had already ended unpaid (expired, rejected or cancelled): each needs a refund.',
        registers,
      }),
      mailFailures: new Counter({ name: 'pcb_mail_delivery_failures_total', help: 'Mail sends that failed, each attempt.', registers }),
    } satisfies ApiMetrics);

    app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db'], fastify: '5.x' },
);
