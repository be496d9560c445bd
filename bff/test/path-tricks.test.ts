import type { FastifyInstance } from 'fastify';
import { buildTestApp, listen, rawRequest, sendJson, startFakeUpstream, type FakeUpstream } from './helpers';

let upstream: FakeUpstream;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, {}));
  app = await buildTestApp({ PCB_API_URL: upstream.apiUrl });
  origin = await listen(app);
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
});

describe('path tricks on the surfaces', () => {
  it('keeps an encoded slash inside its one path segment', async () => {
    await rawRequest(origin, '/bff/api/product/..%2F..%2Fadmin%2Fdashboard');
    expect(upstream.requests.map((r) => r.url)).toEqual(['/api/product/..%2F..%2Fadmin%2Fdashboard']);
  });

  it.each([
    '/bff/api/product/..',
    '/bff/api/product/%2E%2E',
    '/bff/api/product/.',
    '/bff/api//product',
    '/bff/api/../api/product',
    '/bff/api/%2Fproduct',
    '/bff/api/http://evil.example/api/product',
    '/bff/api/product/%2e%2e/..%2f..%2fadmin',
  ])('answers 404 for %s without calling the upstream', async (rawPath) => {
    const response = await rawRequest(origin, rawPath);
    expect(response.status).toBe(404);
    expect(upstream.requests).toHaveLength(0);
  });

  it('does not let an absolute URL in the request line choose the upstream', async () => {
    const response = await rawRequest(origin, 'http://evil.example/bff/api/product');
    expect(upstream.requests.map((r) => `${r.headers.host} ${r.url}`)).toEqual([`${new URL(upstream.apiUrl).host} /api/product`]);
    expect(response.status).toBe(200);
  });
});
