import type { FastifyInstance } from 'fastify';
import { buildTestApp, sendJson, startFakeUpstream, type FakeUpstream } from './helpers';

describe('GET /metrics', () => {
  let upstream: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    upstream = await startFakeUpstream((_request, response) => sendJson(response, 404, { message: 'Product not found' }));
    app = await buildTestApp({ PCB_API_URL: upstream.apiUrl });
  });

  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('counts requests by route pattern and status, never by the raw URL, with the process figures', async () => {
    const id = '6650f1d2a1b2c3d4e5f60718';
    await app.inject({ url: `/bff/api/product/${id}` });
    await app.inject({ url: `/bff/api/product/${id}` });
    const response = await app.inject({ url: '/metrics' });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/^pcb_http_requests_total\{route="\/bff\/api\/product\/:id",method="GET",status="404"\} 2$/m);
    expect(response.body).toMatch(/^pcb_http_request_duration_seconds_bucket\{le="60",route="\/bff\/api\/product\/:id",method="GET",status="404"\} 2$/m);
    expect(response.body).not.toContain(id);
    for (const name of ['pcb_process_resident_memory_bytes', 'pcb_nodejs_heap_size_used_bytes', 'pcb_nodejs_eventloop_lag_p99_seconds'])
      expect(response.body).toMatch(new RegExp(`^${name} \\d`, 'm'));
  });
});
