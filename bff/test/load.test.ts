import { runLoad } from '../bench/load';
import { BENCH_SESSION_COOKIE, startBff, startMinimalUpstream, type Running } from '../bench/servers';

let upstream: Running;
let bff: Running;

beforeAll(async () => {
  upstream = await startMinimalUpstream();
  bff = await startBff(upstream.origin);
});
afterAll(async () => {
  await bff.close();
  await upstream.close();
});

describe('the benchmark load step at a small scale', () => {
  it('serves a proxied GET with a session cookie to 10 connections for a second with no error, time-out or non-2xx', async () => {
    const figures = await runLoad({ url: `${bff.origin}/bff/api/product`, connections: 10, durationSeconds: 1, headers: { cookie: BENCH_SESSION_COOKIE } });
    expect(figures.requestsPerSecond).toBeGreaterThan(0);
    expect({ errors: figures.errors, timeouts: figures.timeouts, non2xx: figures.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
  });

  it('answers /bff/health under the same load with no error, time-out or non-2xx', async () => {
    const figures = await runLoad({ url: `${bff.origin}/bff/health`, connections: 10, durationSeconds: 1 });
    expect({ errors: figures.errors, timeouts: figures.timeouts, non2xx: figures.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
  });
});
