import { sendJson, useFakeStack } from './helpers';

const stack = useFakeStack((_request, response) => sendJson(response, 400, { message: 'Email tidak valid.' }), {
  RATE_LIMIT_MAX: '2',
  RATE_LIMIT_WINDOW_MS: '60000',
});

// Each call names another account, so only the per-address count is at work here.
let calls = 0;
const post = (url: string, remoteAddress = '203.0.113.1') =>
  stack.app.inject({ method: 'POST', url, remoteAddress, headers: { 'x-csrf': '1' }, payload: { email: `a${++calls}@b.c`, password: 'x' } });

async function thirdCall(url: string, remoteAddress?: string) {
  await post(url, remoteAddress);
  await post(url, remoteAddress);
  return post(url, remoteAddress);
}

describe('rate limits', () => {
  it.each(['/bff/login', '/bff/admin/login', '/bff/register', '/bff/api/password/forgot-password', '/bff/api/password/reset-password/abc'])(
    'answer the call over the limit on %s with 429 and a JSON message, without the upstream',
    async (url) => {
      const response = await thirdCall(url, `198.51.100.${url.length}`);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: 'Terlalu banyak percobaan. Silakan coba lagi nanti.' });
      expect(stack.upstream.requests).toHaveLength(2);
    },
  );

  it('count each client address on its own', async () => {
    await thirdCall('/bff/login', '192.0.2.10');
    expect((await post('/bff/login', '192.0.2.11')).statusCode).toBe(400);
  });

  it('leave ordinary reads alone', async () => {
    for (let i = 0; i < 3; i++) await stack.app.inject({ url: '/bff/api/product', remoteAddress: '192.0.2.20' });
    expect((await stack.app.inject({ url: '/bff/api/product', remoteAddress: '192.0.2.20' })).statusCode).toBe(400);
  });
});

describe('share link limits', () => {
  const shareStack = useFakeStack((_request, response) => sendJson(response, 404, { message: 'Tautan tidak ditemukan.' }), {
    RATE_LIMIT_MAX: '2',
    SHARE_RATE_LIMIT_MAX: '3',
  });
  const token = 'A'.repeat(43);
  const open = (tail: string, remoteAddress = '203.0.113.50') => shareStack.app.inject({ url: `/bff/api/shared/${token}${tail}`, remoteAddress });

  it('count the page, its board and its PDF together per client address, and answer 429 past the limit without the upstream', async () => {
    expect((await open('')).statusCode).toBe(404);
    expect((await open('/design')).statusCode).toBe(404);
    expect((await open('/document')).statusCode).toBe(404);
    const over = await open('');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: 'Terlalu banyak percobaan. Silakan coba lagi nanti.' });
    expect(shareStack.upstream.requests).toHaveLength(3);
    expect((await open('', '203.0.113.51')).statusCode).toBe(404);
  });
});

describe('price list limits', () => {
  const priceStack = useFakeStack((_request, response) => sendJson(response, 200, []), { RATE_LIMIT_MAX: '2', PRICE_LIST_RATE_LIMIT_MAX: '3' });
  const read = (url: string, remoteAddress = '203.0.113.60') => priceStack.app.inject({ url, remoteAddress });

  it('count the prototype price list the instant quote reads per client address, on either surface, and answer 429 past the limit without the upstream', async () => {
    for (const url of ['/bff/api/costom-prototype', '/bff/api/costom-prototype', '/bff/admin/api/costom-prototype'])
      expect((await read(url)).statusCode).toBe(200);
    const over = await read('/bff/api/costom-prototype');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: 'Terlalu banyak percobaan. Silakan coba lagi nanti.' });
    expect(priceStack.upstream.requests).toHaveLength(3);
    expect((await read('/bff/api/costom-prototype', '203.0.113.61')).statusCode).toBe(200);
  });
});
