import { sendJson, useFakeStack } from './helpers';

const stack = useFakeStack((_request, response) => sendJson(response, 400, { message: 'Email tidak valid.' }), {
  RATE_LIMIT_MAX: '2',
  RATE_LIMIT_WINDOW_MS: '60000',
});

// A new e-mail every time, so that only the per-address count (not the per-account one) is at work.
let tries = 0;
const post = (url: string, remoteAddress = '203.0.113.1') =>
  stack.app.inject({ method: 'POST', url, remoteAddress, headers: { 'x-csrf': '1' }, payload: { email: `probe${++tries}@b.c`, password: 'x' } });

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
