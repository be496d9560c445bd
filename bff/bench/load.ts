import autocannon from 'autocannon';

export interface LoadSettings {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One autocannon run (pipelining 1, as browsers do); the figures the benchmark prints and the load test gates on. */
export async function runLoad({ url, connections, durationSeconds, headers }: LoadSettings): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: durationSeconds, pipelining: 1, headers, timeout: 10 });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
