import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('serving the shell', () => {
  it('answers a page path with index.html that the browser must revalidate', async () => {
    const response = await app.inject({ url: '/product/detail/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers the root with index.html', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches a content-hashed asset for a year as immutable', async () => {
    const response = await app.inject({ url: '/main.3f9a1c2b7d.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser revalidate a file without a content hash', async () => {
    const response = await app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown /bff path with a JSON 404, not the page', async () => {
    const response = await app.inject({ url: '/bff/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});
