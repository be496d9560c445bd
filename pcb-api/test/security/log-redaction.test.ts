import type { FastifyInstance } from 'fastify';
import { capturedLog, closeTestApp, createTestApp } from '../helpers';

/** Finding L2: verification and reset tokens travel in paths and Referers; pcb-api's log must not keep them. */
const SECRET = 'eyJhbGciOiJIUzI1NiJ9.bGluay10b2tlbg.c2lnbmF0dXJl';
let app: FastifyInstance;
const { stream, lines } = capturedLog();

beforeAll(async () => {
  app = await createTestApp({ NODE_ENV: 'development' }, { logStream: stream });
});
afterAll(async () => app && closeTestApp(app));

describe("pcb-api's request log", () => {
  it.each([
    ['GET', `/api/register/buyer/verify/${SECRET}`],
    ['POST', `/api/password/reset-password/${SECRET}`],
  ])('hides the token of %s %s, and of the Referer naming the reset page', async (method, url) => {
    lines.length = 0;
    await app.inject({
      method: method as 'GET',
      url,
      payload: method === 'POST' ? { password: 'x' } : undefined,
      headers: { referer: `http://127.0.0.1:3000/reset-password/${SECRET}` },
    });
    const logged = lines.join('');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(SECRET);
  });
});
