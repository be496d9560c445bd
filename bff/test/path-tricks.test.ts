import { listen, rawRequest, sendJson, useFakeStack } from './helpers';

const stack = useFakeStack((_request, response) => sendJson(response, 200, {}));
let origin: string;
beforeAll(async () => {
  origin = await listen(stack.app);
});

describe('path tricks on the surfaces', () => {
  it('keeps an encoded slash inside its one path segment', async () => {
    await rawRequest(origin, '/bff/api/product/..%2F..%2Fadmin%2Fdashboard');
    expect(stack.upstream.requests.map((r) => r.url)).toEqual(['/api/product/..%2F..%2Fadmin%2Fdashboard']);
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
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('does not let an absolute URL in the request line choose the upstream', async () => {
    const response = await rawRequest(origin, 'http://evil.example/bff/api/product');
    expect(stack.upstream.requests.map((r) => `${r.headers.host} ${r.url}`)).toEqual([`${new URL(stack.upstream.apiUrl).host} /api/product`]);
    expect(response.status).toBe(200);
  });
});
