import { buildTestApp, sendJson, startFakeUpstream } from './helpers';

const readyUpstream = (status: number) =>
  startFakeUpstream((request, response) => sendJson(response, request.url === '/api/health/ready' ? status : 404, { status: 'x' }));

describe('GET /bff/health/live and /bff/health/ready', () => {
  it('answers live without calling the upstream, naming the instance', async () => {
    const upstream = await readyUpstream(200);
    const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl, INSTANCE_ID: 'bff-test-1' });
    const response = await app.inject({ url: '/bff/health/live' });
    await app.close();
    await upstream.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live', instance: 'bff-test-1' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers ready when the upstream is ready, and 503 once draining for shutdown', async () => {
    const upstream = await readyUpstream(200);
    const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl, INSTANCE_ID: 'bff-test-1' });
    const before = await app.inject({ url: '/bff/health/ready' });
    app.startDraining();
    const after = await app.inject({ url: '/bff/health/ready' });
    await app.close();
    await upstream.close();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: 'ready', instance: 'bff-test-1', draining: false, upstream: 'ready', redis: 'none' });
    expect(after.statusCode).toBe(503);
    expect(after.json()).toMatchObject({ status: 'not-ready', draining: true });
  });

  it.each([503, null])('answers 503 when the upstream answers %s to its own readiness probe', async (status) => {
    const upstream = await readyUpstream(status ?? 200);
    if (status === null) await upstream.close();
    const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl });
    const response = await app.inject({ url: '/bff/health/ready' });
    await app.close();
    if (status !== null) await upstream.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not-ready', upstream: 'not-ready' });
    expect(response.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });
});
