import type { FastifyInstance } from 'fastify';
import { buildTestApp, capturedLog, sendJson, startFakeUpstream, type FakeUpstream } from '../helpers';

/** Finding L2: every call from the reset page carries its token in the Referer; the BFF's log must not keep it. */
const SECRET = 'eyJhbGciOiJIUzI1NiJ9.cmVzZXQtbGluaw.c2lnbmF0dXJl';
let upstream: FakeUpstream;
let app: FastifyInstance;
const { stream: logStream, lines } = capturedLog();

beforeAll(async () => {
  upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, []));
  app = await buildTestApp({ PCB_API_URL: upstream.apiUrl, LOG_LEVEL: 'info' }, { logStream });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe("the BFF's request log", () => {
  it('hides a link token in the Referer as it does in the URL', async () => {
    await app.inject({ url: '/bff/session', headers: { referer: `https://pcb.example/reset-password/${SECRET}` } });
    await app.inject({ url: `/bff/api/register/buyer/verify/${SECRET}` });
    const logged = lines.join('');
    expect(logged).toContain('/reset-password/[redacted]');
    expect(logged).not.toContain(SECRET);
  });
});
