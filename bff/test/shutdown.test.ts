import { buildTestApp, listen, rawRequest, sendJson, startFakeUpstream } from './helpers';

describe('graceful shutdown', () => {
  it('lets a request in flight finish while the server closes', async () => {
    const upstream = await startFakeUpstream((_request, response) => setTimeout(() => sendJson(response, 200, ['done']), 300));
    const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl });
    const origin = await listen(app);
    const inFlight = rawRequest(origin, '/bff/api/product');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    const response = await inFlight;
    await closed;
    await upstream.close();
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual(['done']);
  });
});
