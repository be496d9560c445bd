import { buildTestApp, sendJson, startFakeUpstream, useFakeStack } from './helpers';
import { cookieJar, setCookieFor, signToken } from './tokens';

const CSRF = { 'x-csrf': '1' };
let token: string;
beforeAll(async () => {
  token = await signToken({ id: 'u1', username: 'budi', role: 'buyer' }, 604_800);
});

const stack = useFakeStack((request, response) => {
  if (request.url === '/api/login/buyer') return sendJson(response, 200, { user: { id: 'u1', username: 'budi', token }, message: 'Login berhasil!' });
  if (request.url.endsWith('password/change-password')) {
    const ok = JSON.parse(request.body.toString()).oldPassword === 'lama';
    return sendJson(response, ok ? 200 : 400, { message: ok ? 'Password berhasil diubah.' : 'Password lama salah.' });
  }
  sendJson(response, 200, { authorization: request.headers.authorization ?? null });
});

describe('a successful password change', () => {
  it('clears the buyer cookie on the server', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/api/password/change-password',
      headers: { ...CSRF, cookie: `pcb_user=${token}` },
      payload: { oldPassword: 'lama', newPassword: 'baru123' },
    });
    expect(response.statusCode).toBe(200);
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_user')).toMatch(/^pcb_user=; Max-Age=0;/);
  });

  it('clears the admin cookie on the server for the admin', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/admin/api/admin/password/change-password',
      headers: { ...CSRF, cookie: `pcb_admin=${token}` },
      payload: { oldPassword: 'lama', newPassword: 'baru123' },
    });
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_admin')).toMatch(/^pcb_admin=; Max-Age=0;/);
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_user')).toBeUndefined();
  });

  it('keeps the session when the change is refused', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/api/password/change-password',
      headers: { ...CSRF, cookie: `pcb_user=${token}` },
      payload: { oldPassword: 'salah', newPassword: 'baru123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the login endpoints on the surfaces', () => {
  it.each(['/bff/api/login/buyer', '/bff/admin/api/admin/login/protected'])('are not forwarded at %s, so a token never reaches JavaScript', async (url) => {
    const response = await stack.app.inject({ method: 'POST', url, headers: CSRF, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(stack.upstream.requests).toHaveLength(0);
  });
});

describe('a stateless BFF', () => {
  it('lets a second instance serve the session the first one started', async () => {
    const login = await stack.app.inject({ method: 'POST', url: '/bff/login', headers: CSRF, payload: { email: 'a@b.c', password: 'x' } });
    const other = await buildTestApp({ PCB_API_URL: stack.upstream.apiUrl });
    const session = await other.inject({ url: '/bff/session', headers: { cookie: cookieJar(login.headers['set-cookie']) } });
    const call = await other.inject({ url: '/bff/api/product', headers: { cookie: cookieJar(login.headers['set-cookie']) } });
    await other.close();
    expect(session.json().user).toEqual({ username: 'budi', exp: expect.any(Number) });
    expect(call.json()).toEqual({ authorization: `Bearer ${token}` });
  });
});

async function loginAgainst(answer: unknown) {
  const upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, answer));
  const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl });
  const response = await app.inject({ method: 'POST', url: '/bff/login', headers: CSRF, payload: {} });
  await app.close();
  await upstream.close();
  return response;
}

describe('a login answer the BFF cannot use', () => {
  it('is a 502 with no cookie and the spec text when the upstream sends no token', async () => {
    const response = await loginAgainst({ user: { id: 'u1', username: 'budi' }, message: 'Login berhasil!' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual({ message: 'Failed to login. No token received.' });
  });
});

describe('the token cookie', () => {
  it('stays within 4096 bytes for a week-long buyer token', async () => {
    const login = await stack.app.inject({ method: 'POST', url: '/bff/login', headers: CSRF, payload: { email: 'a@b.c', password: 'x' } });
    const pair = cookieJar(login.headers['set-cookie']);
    expect(Buffer.byteLength(pair)).toBeLessThanOrEqual(4096);
  });

  it('is refused with 502 rather than silently dropped by the browser when a token is too large', async () => {
    const huge = await signToken({ id: 'u1', username: 'budi', padding: 'x'.repeat(5000) }, 3600);
    const response = await loginAgainst({ user: { id: 'u1', username: 'budi', token: huge } });
    expect(response.statusCode).toBe(502);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).not.toContain(huge);
  });
});
