import type * as PromClient from 'prom-client';

/**
 * What the request metrics of both servers (the BFF and pcb-api, each with its own prom-client registry)
 * share: names, buckets and labels, so one dashboard query reads either.
 */
export const REQUEST_METRICS = {
  count: { name: 'pcb_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status.' },
  duration: {
    name: 'pcb_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method and status.',
    // From a cached answer to pcb-api's 9 s query time-out and the 60 s request time-out.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  },
  labelNames: ['route', 'method', 'status'],
} as const;

/** The route label for a request no route matched (a 404, a scan): one series, whatever URL it asked. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The part of a Fastify request the labels are read from (typed here so that contract/ needs no server package). */
interface RoutedRequest {
  method: string;
  routeOptions: { url?: string };
}

/** A request's labels: its route's pattern (`/api/transactions/:id`), never the raw URL, whose ids would make a series each. */
export function requestLabels(request: RoutedRequest, statusCode: number): Record<(typeof REQUEST_METRICS.labelNames)[number], string> {
  return { route: request.routeOptions.url ?? UNMATCHED_ROUTE, method: request.method, status: String(statusCode) };
}

/**
 * One server's registry, with the default process metrics and the request count and latency of
 * REQUEST_METRICS; `observe` records one answered request. prom-client comes from the server (it is a
 * server's dependency, not the contract's).
 */
export function requestMetrics(prom: typeof PromClient) {
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, prefix: 'pcb_' });
  const registers = [registry];
  const requests = new prom.Counter({ ...REQUEST_METRICS.count, labelNames: REQUEST_METRICS.labelNames, registers });
  const durations = new prom.Histogram({
    ...REQUEST_METRICS.duration,
    buckets: [...REQUEST_METRICS.duration.buckets],
    labelNames: REQUEST_METRICS.labelNames,
    registers,
  });
  return {
    registry,
    registers,
    observe(request: RoutedRequest, statusCode: number, seconds: number) {
      const labels = requestLabels(request, statusCode);
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
}
