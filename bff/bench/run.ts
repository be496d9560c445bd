import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { runLoad, type LoadFigures } from './load';
import { BENCH_SESSION_COOKIE, startBff, startHttpProxy, startMinimalUpstream, type Running } from './servers';

/**
 * `npm run bench`: the same GET through (a) the upstream directly, (b) our BFF with a session cookie,
 * (c) @fastify/http-proxy. Each server runs in its own process so autocannon does not share their event
 * loop; each also reports the CPU time it spent per request. The machine may be shared: the BFF and the
 * proxy run alternately, in turn first, for several rounds, and each round compares the two runs made side
 * by side; the medians decide, next to the load the machine had. Exits 1 when the BFF misses a target or
 * a request failed. Loopback only; bounded by BENCH_SECONDS per run and a hard time limit.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const HARD_LIMIT_MS = ((2 * ROUNDS + 1) * SECONDS + 60) * 1000;

/** The BFF against the plain proxy it replaces (issue 38): at least its throughput, at no more CPU per request. */
const TARGET = { throughput: 1.0, cpuPerRequest: 1.0 };

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

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the runs; failures summed over all of them. */
function summary(runs: Measured[]): Measured {
  const of = (pick: (m: Measured) => number) => median(runs.map(pick));
  const sum = (pick: (m: Measured) => number) => runs.reduce((total, m) => total + pick(m), 0);
  return {
    requestsPerSecond: of((m) => m.requestsPerSecond),
    p50Ms: of((m) => m.p50Ms),
    p99Ms: of((m) => m.p99Ms),
    cpuMicrosPerRequest: of((m) => m.cpuMicrosPerRequest),
    errors: sum((m) => m.errors),
    timeouts: sum((m) => m.timeouts),
    non2xx: sum((m) => m.non2xx),
  };
}

function line(label: string, m: Measured): string {
  return [
    label.padEnd(30),
    `${m.requestsPerSecond.toFixed(0).padStart(7)} req/s`,
    `p50 ${String(m.p50Ms).padStart(4)} ms`,
    `p99 ${String(m.p99Ms).padStart(4)} ms`,
    `${m.cpuMicrosPerRequest.toFixed(0).padStart(5)} µs CPU/req`,
    `errors ${m.errors}  timeouts ${m.timeouts}  non-2xx ${m.non2xx}`,
  ].join('   ');
}

const failed = (m: Measured) => m.errors + m.timeouts + m.non2xx > 0;
const load = () => loadavg()[0].toFixed(1);

async function main(): Promise<number> {
  const limit = setTimeout(() => {
    console.error('benchmark exceeded its time limit');
    process.exit(1);
  }, HARD_LIMIT_MS);
  const upstream = await spawnServer('upstream');
  const bff = await spawnServer('bff', upstream.origin);
  const proxy = await spawnServer('http-proxy', upstream.origin);
  try {
    console.log(`GET /product list, ${CONNECTIONS} connections, pipelining 1, ${SECONDS} s per run, ${ROUNDS} rounds of (b) and (c) in turn, loopback`);
    const direct = await measure(upstream, `${upstream.origin}/api/product`);
    const runBff = () => measure(bff, `${bff.origin}/bff/api/product`, { cookie: BENCH_SESSION_COOKIE });
    const runProxy = () => measure(proxy, `${proxy.origin}/bff/api/product`);
    const bffRuns: Measured[] = [];
    const proxyRuns: Measured[] = [];
    const loads: string[] = [load()];
    for (let round = 0; round < ROUNDS; round++) {
      // Each goes first every other round, so neither always meets the machine's load of the moment first.
      const order = round % 2 === 0 ? [runBff, runProxy] : [runProxy, runBff];
      const [first, second] = [await order[0](), await order[1]()];
      bffRuns.push(round % 2 === 0 ? first : second);
      proxyRuns.push(round % 2 === 0 ? second : first);
      loads.push(load());
    }
    const [b, c] = [summary(bffRuns), summary(proxyRuns)];
    const throughput = median(bffRuns.map((m, i) => m.requestsPerSecond / proxyRuns[i].requestsPerSecond));
    const cpu = median(bffRuns.map((m, i) => m.cpuMicrosPerRequest / proxyRuns[i].cpuMicrosPerRequest));
    console.log(`machine load (1 min) before and after each round: ${loads.join(', ')}`);
    console.log(line('(a) upstream direct, one run', direct));
    console.log(line('(b) BFF with session cookie', b));
    console.log(line('(c) @fastify/http-proxy', c));
    console.log(
      `median per round, b/c: throughput ${throughput.toFixed(2)} (target ≥ ${TARGET.throughput.toFixed(1)})   CPU per request ${cpu.toFixed(2)} (target ≤ ${TARGET.cpuPerRequest.toFixed(1)})`,
    );
    const met = throughput >= TARGET.throughput && cpu <= TARGET.cpuPerRequest && !failed(b) && !failed(c);
    console.log(met ? 'targets met' : 'TARGET MISSED');
    return met ? 0 : 1;
  } finally {
    for (const server of [proxy, bff, upstream]) server.child.disconnect();
    clearTimeout(limit);
  }
}

const [command, role, upstreamOrigin] = process.argv.slice(2);
if (command === 'serve') {
  void serve(role as Role, upstreamOrigin ?? '');
} else {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
