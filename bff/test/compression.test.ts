import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sendJson, useFakeStack } from './helpers';

/** A product list well above the 1 KB threshold, as the upstream sends it. */
const LARGE = Array.from({ length: 40 }, (_, i) => ({ _id: String(i).padStart(24, '0'), product_name: `PCB ${i}`, harga: 15000 + i }));
const SMALL = [{ product_name: 'PCB' }];

const stack = useFakeStack((request, response) => {
  const query = new URL(request.url, 'http://upstream').searchParams.get('query');
  // As a Fastify upstream sends it: with its length.
  if (query === 'small') return sendJson(response, 200, SMALL, { 'content-length': String(JSON.stringify(SMALL).length) });
  if (query === 'gzipped') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    return response.end(gzipSync(JSON.stringify(LARGE)));
  }
  if (query === 'chunked') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write(JSON.stringify(LARGE).slice(0, 10));
    return response.end(JSON.stringify(LARGE).slice(10));
  }
  if (query === 'events') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    return response.end('data: x\n\n'.repeat(300));
  }
  if (request.url.startsWith('/api/product-picture/')) {
    response.writeHead(200, { 'content-type': 'image/png' });
    return response.end(Buffer.alloc(4096, 7));
  }
  sendJson(response, 200, LARGE);
});

const get = (url: string, acceptEncoding?: string) => stack.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressing the answers', () => {
  it('sends a JSON answer over 1 KB in brotli when the browser accepts it, varying on Accept-Encoding', async () => {
    const response = await get('/bff/api/product', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(LARGE);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get('/bff/api/product', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(LARGE);
  });

  it('sends the JSON as it is to a client that accepts no encoding', async () => {
    const response = await get('/bff/api/product');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(LARGE);
  });

  it('compresses a large answer the upstream sends without a length', async () => {
    const response = await get('/bff/api/product/search?query=chunked', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(LARGE);
  });

  it('leaves an answer under 1 KB uncompressed, with its length', async () => {
    const response = await get('/bff/api/product/search?query=small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(JSON.stringify(SMALL).length));
    expect(response.json()).toEqual(SMALL);
  });

  it('passes an answer the upstream compressed already through once, not twice', async () => {
    const response = await get('/bff/api/product/search?query=gzipped', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(LARGE);
  });

  it('never compresses an event stream, which must arrive event by event', async () => {
    const response = await get('/bff/api/product/search?query=events', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves pictures as they are: they are compressed already', async () => {
    const response = await get('/bff/files/product-picture/board.png', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toHaveLength(4096);
  });
});
