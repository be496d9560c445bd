import { fork, type ChildProcess } from 'node:child_process';
import { runLoad, type LoadFigures } from './load';
import { BENCH_SESSION_COOKIE, startBff, startHttpProxy, startMinimalUpstream, type Running } from './servers';

/**
 * `npm run bench`: the same GET through (a) the upstream directly, (b) our BFF with a session
 * cookie, (c) @fastify/http-proxy. Each server runs in its own process so autocannon does not
 * share their event loop; each also reports the CPU time it spent per request, a figure that a
 * busy machine disturbs less than requests/s. The three run in turn, three rounds; each keeps its
 * best round, so a burst of other work on the machine does not decide the comparison. Loopback
 * only; bounded by BENCH_SECONDS per run and a hard time limit.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 3;
const HARD_LIMIT_MS = (ROUNDS * 3 * SECONDS + 60) * 1000;

type Role = 'upstream' | 'bff' | 'http-proxy';
const STARTERS: Record<Role, (upstreamOrigin: string) => Promise<Running>> = {
  upstream: () => startMinimalUpstream(),
  bff: startBff,
  'http-proxy': startHttpProxy,
};

interface Server {
  child: ChildProcess;
  origin: string;
}

/** In a child: start one server, report its origin, and the CPU time used between 'mark' and 'read'. */
async function serve(role: Role, upstreamOrigin: string) {
  const running = await STARTERS[role](upstreamOrigin);
  let mark = process.cpuUsage();
  process.on('message', (message) => {
    if (message === 'mark') mark = process.cpuUsage();
    if (message === 'read') {
      const used = process.cpuUsage(mark);
      process.send?.({ cpuMicros: used.user + used.system });
    }
  });
  process.on('disconnect', () => void running.close().then(() => process.exit(0)));
  process.send?.({ origin: running.origin });
}

function spawnServer(role: Role, upstreamOrigin = ''): Promise<Server> {
  const child = fork(__filename, ['serve', role, upstreamOrigin]);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { origin: string }) => resolve({ child, origin: message.origin }));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
}

function cpuSinceMark(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.child.once('message', (message: { cpuMicros: number }) => resolve(message.cpuMicros));
    server.child.send('read');
  });
}

interface Measured extends LoadFigures {
  cpuMicrosPerRequest: number;
}

async function measure(server: Server, url: string, headers?: Record<string, string>): Promise<Measured> {
  server.child.send('mark');
  const figures = await runLoad({ url, connections: CONNECTIONS, durationSeconds: SECONDS, headers });
  const cpuMicros = await cpuSinceMark(server);
  return { ...figures, cpuMicrosPerRequest: cpuMicros / Math.max(1, figures.requestsPerSecond * SECONDS) };
}

function line(label: string, m: Measured): string {
  return [
    label.padEnd(30),
    `${m.requestsPerSecond.toFixed(0).padStart(7)} req/s`,
    `p50 ${String(m.p50Ms).padStart(4)} ms`,
    `p99 ${String(m.p99Ms).padStart(4)} ms`,
    `${m.cpuMicrosPerRequest.toFixed(0).padStart(5)} µs CPU/req`,
    `all rounds: errors ${m.errors}  timeouts ${m.timeouts}  non-2xx ${m.non2xx}`,
  ].join('   ');
}

async function main() {
  const limit = setTimeout(() => {
    console.error('benchmark exceeded its time limit');
    process.exit(1);
  }, HARD_LIMIT_MS);
  const upstream = await spawnServer('upstream');
  const bff = await spawnServer('bff', upstream.origin);
  const proxy = await spawnServer('http-proxy', upstream.origin);
  try {
    console.log(`GET /product list, ${CONNECTIONS} connections, pipelining 1, ${SECONDS} s per run, best of ${ROUNDS} rounds, loopback`);
    const runs: Array<() => Promise<Measured>> = [
      () => measure(upstream, `${upstream.origin}/api/product`),
      () => measure(bff, `${bff.origin}/bff/api/product`, { cookie: BENCH_SESSION_COOKIE }),
      () => measure(proxy, `${proxy.origin}/bff/api/product`),
    ];
    const best: Measured[] = [];
    const failures = runs.map(() => ({ errors: 0, timeouts: 0, non2xx: 0 }));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, run] of runs.entries()) {
        const measured = await run();
        if (!best[i] || measured.requestsPerSecond > best[i].requestsPerSecond) best[i] = measured;
        failures[i].errors += measured.errors;
        failures[i].timeouts += measured.timeouts;
        failures[i].non2xx += measured.non2xx;
      }
    }
    // Errors count over every round, not only the best one.
    const [a, b, c] = best.map((m, i) => ({ ...m, ...failures[i] }));
    console.log(line('(a) upstream direct', a));
    console.log(line('(b) BFF with session cookie', b));
    console.log(line('(c) @fastify/http-proxy', c));
    console.log(`b/c ${(b.requestsPerSecond / c.requestsPerSecond).toFixed(2)} (target ≥ 1.0)   b/a ${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)}`);
    console.log(`CPU per request b/c ${(b.cpuMicrosPerRequest / c.cpuMicrosPerRequest).toFixed(2)} (target ≤ 1.0)`);
  } finally {
    for (const server of [proxy, bff, upstream]) server.child.disconnect();
    clearTimeout(limit);
  }
}

const [command, role, upstreamOrigin] = process.argv.slice(2);
if (command === 'serve') {
  void serve(role as Role, upstreamOrigin ?? '');
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
