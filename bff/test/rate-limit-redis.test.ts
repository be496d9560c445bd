import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, sendJson, startFakeUpstream, type FakeUpstream } from './helpers';

/** Debian's redis-server (CI installs it); without it these tests are skipped. */
const REDIS_SERVER = '/usr/bin/redis-server';
const PASSWORD = 'test-redis-password';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--requirepass', PASSWORD], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    redis.stdout?.on('data', (chunk: Buffer) => /Ready to accept connections/.test(String(chunk)) && resolve());
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return redis;
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGTERM');
  await exited;
}

const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
};

(existsSync(REDIS_SERVER) ? describe : describe.skip)('rate limits on Redis (REDIS_URL)', () => {
  let port: number;
  let redis: ChildProcess;
  let upstream: FakeUpstream;
  let bffs: FastifyInstance[];
  const login = (bff: FastifyInstance) =>
    bff.inject({ method: 'POST', url: '/bff/login', remoteAddress: '203.0.113.7', headers: { 'x-csrf': '1' }, payload: { email: 'a@b.c', password: 'x' } });

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    upstream = await startFakeUpstream((_request, response) => sendJson(response, 401, { message: 'Email atau password salah' }));
    const env = { PCB_API_URL: upstream.apiUrl, REDIS_URL: `redis://:${PASSWORD}@127.0.0.1:${port}`, RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' };
    bffs = [await buildTestApp(env), await buildTestApp(env)];
    await waitFor(async () => (await bffs[0].rateLimitStore.ready()) === 'up' && (await bffs[1].rateLimitStore.ready()) === 'up');
  });

  afterAll(async () => {
    await Promise.all(bffs.map((bff) => bff.close()));
    await upstream.close();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  const redisUp = async (bff: FastifyInstance) => (await bff.inject({ url: '/metrics' })).body.match(/^pcb_redis_up (\d)$/m)?.[1];

  it('counts the attempts of one client across every BFF', async () => {
    const statuses = [];
    for (const bff of [bffs[0], bffs[1], bffs[0], bffs[1]]) statuses.push((await login(bff)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await bffs[1].inject({ url: '/metrics' })).body).toMatch(/^pcb_rate_limit_rejections_total\{endpoint="POST login\/buyer"\} 1$/m);
    expect(await redisUp(bffs[0])).toBe('1');
  });

  it('keeps limiting while Redis is down, each BFF counting on its own, reports not ready, then shares the count again once it is back', async () => {
    await stopRedis(redis);
    await waitFor(async () => (await bffs[0].rateLimitStore.ready()) === 'down' && (await bffs[1].rateLimitStore.ready()) === 'down');
    const whileDown = [];
    for (let i = 0; i < 8; i++) whileDown.push((await login(bffs[i % 2])).statusCode);
    process.stdout.write(`logins while Redis is down (two BFFs, limit 3): ${whileDown.join(' ')}\n`);
    expect(whileDown).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    expect((await bffs[0].inject({ url: '/bff/health/ready' })).json()).toMatchObject({ redis: 'down' });
    expect(await redisUp(bffs[0])).toBe('0');

    redis = await startRedis(port);
    await waitFor(async () => (await bffs[0].rateLimitStore.ready()) === 'up' && (await bffs[1].rateLimitStore.ready()) === 'up');
    const afterwards = [];
    for (let i = 0; i < 4; i++) afterwards.push((await login(bffs[i % 2])).statusCode);
    expect(afterwards).toEqual([401, 401, 401, 429]);
  });
});
