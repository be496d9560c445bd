import type { FastifyInstance } from 'fastify';
import { adminToken, bearer, buyerToken, json, useTestApp } from './helpers';

// One-second sessions: a token is expired once the clock has moved past its `exp`.
const testApp = useTestApp({ BUYER_TOKEN_TTL: '1', ADMIN_TOKEN_TTL: '1' });
let app: FastifyInstance;
beforeEach(() => {
  app = testApp();
});

const pastExpiry = () => new Promise((resolve) => setTimeout(resolve, 2100));

describe('expired sessions', () => {
  it('answers the buyer route with the user session-ended body', async () => {
    const token = await buyerToken(app);
    await pastExpiry();
    const { status, body } = await json(app, { method: 'GET', url: '/api/cart', headers: bearer(token) });
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthorized: Token expired', redirect: '/login', role: 'user' });
  });

  it('answers the admin route with the admin session-ended body, whatever kind of token expired', async () => {
    const admin = await adminToken(app);
    const buyer = await buyerToken(app);
    await pastExpiry();
    for (const token of [admin, buyer]) {
      const { status, body } = await json(app, { method: 'GET', url: '/api/admin/product', headers: bearer(token) });
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'Unauthorized: Token expired', redirect: '/login', role: 'admin' });
    }
  });
});
