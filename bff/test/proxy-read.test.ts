import { sendJson, useFakeStack } from './helpers';

const stack = useFakeStack((request, response) => {
  if (request.url.startsWith('/api/product-picture/')) {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=60' });
    return response.end('png');
  }
  sendJson(response, 200, [{ seen: request.url }], { 'set-cookie': 'upstream=1; Path=/', 'x-upstream': 'yes' });
});

describe('reading through the buyer surface', () => {
  it('forwards a listed GET to the same path under the upstream API root, with its query', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product/search?query=arduino%20uno' });
    expect(response.statusCode).toBe(200);
    expect(stack.upstream.requests[0].url).toBe('/api/product/search?query=arduino%20uno');
  });

  it('passes the upstream status, content type and body through unchanged', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-upstream']).toBe('yes');
    expect(response.json()).toEqual([{ seen: '/api/product' }]);
  });

  it('never lets the upstream set a cookie on the browser', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for a path the contract does not list, without calling the upstream', async () => {
    const response = await stack.app.inject({ url: '/bff/api/internal/secrets' });
    expect(response.statusCode).toBe(404);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('answers 404 for a listed path with a method the contract does not list', async () => {
    const response = await stack.app.inject({ method: 'DELETE', url: '/bff/api/product', headers: { 'x-csrf': '1' } });
    expect(response.statusCode).toBe(404);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('forwards public reads on the admin surface too', async () => {
    const response = await stack.app.inject({ url: '/bff/admin/api/admin/product/categories' });
    expect(response.statusCode).toBe(200);
    expect(stack.upstream.requests[0].url).toBe('/api/admin/product/categories');
  });
});

describe('pictures', () => {
  it('serves a product picture from the upstream folder with its caching headers', async () => {
    const response = await stack.app.inject({ url: '/bff/files/product-picture/board-1.png' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('png');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(stack.upstream.requests[0].url).toBe('/api/product-picture/board-1.png');
  });

  it('refuses a folder that is not a picture folder', async () => {
    const response = await stack.app.inject({ url: '/bff/files/prototype-design/gerber.zip' });
    expect(response.statusCode).toBe(404);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('refuses a file name that climbs out of its folder', async () => {
    const response = await stack.app.inject({ url: '/bff/files/product-picture/..%2F..%2Fprototype-design%2Fx.zip' });
    expect(response.statusCode).toBe(404);
    expect(stack.upstream.requests).toHaveLength(0);
  });
});
