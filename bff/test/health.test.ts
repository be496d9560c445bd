import { buildTestApp, sendJson, startFakeUpstream } from './helpers';

describe('GET /bff/health', () => {
  it('reports the upstream up when it answers', async () => {
    const upstream = await startFakeUpstream((_request, response) => sendJson(response, 404, { message: 'Not Found' }));
    const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl });
    const response = await app.inject({ url: '/bff/health' });
    await app.close();
    await upstream.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', upstream: 'up' });
  });

  it('reports the upstream down without saying where it is', async () => {
    const upstream = await startFakeUpstream(() => undefined);
    await upstream.close();
    const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl });
    const response = await app.inject({ url: '/bff/health' });
    await app.close();
    expect(response.json()).toEqual({ status: 'ok', upstream: 'down' });
    expect(response.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|\d{4,5}/);
  });
});
