import { sendJson, useFakeStack } from './helpers';
import { cookieJar, setCookieFor, signToken } from './tokens';

let buyerToken: string;
let adminToken: string;
const CSRF = { 'x-csrf': '1' };

beforeAll(async () => {
  buyerToken = await signToken({ id: 'u1', username: 'budi' }, 3600);
  adminToken = await signToken({ id: 'a1', role: 'admin' }, 3600);
});
const stack = useFakeStack((request, response) => {
  const body = request.body.length ? JSON.parse(request.body.toString()) : {};
  if (request.url === '/api/login/buyer') {
    if (body.password !== 'rahasia') return sendJson(response, 401, { message: 'Email or password incorrect!' });
    return sendJson(
      response,
      200,
      { user: { id: 'u1', username: 'budi', token: buyerToken }, message: 'Login berhasil!' },
      { 'set-cookie': `buyerToken=${buyerToken}` },
    );
  }
  if (request.url === '/api/admin/login/protected') return sendJson(response, 200, { message: 'Login successful', token: adminToken });
  if (request.url === '/api/register/buyer') return sendJson(response, 201, { message: 'User berhasil disimpan', user: { username: body.username } });
  sendJson(response, 200, { authorization: request.headers.authorization ?? null });
});

const loginBuyer = () => stack.app.inject({ method: 'POST', url: '/bff/login', headers: CSRF, payload: { email: 'budi@pcb.test', password: 'rahasia' } });
const loginAdmin = () => stack.app.inject({ method: 'POST', url: '/bff/admin/login', headers: CSRF, payload: { email: 'admin@pcb.test', password: 'x' } });
const sessionWith = (cookie: string) => stack.app.inject({ url: '/bff/session', headers: { cookie } });

describe('buyer login', () => {
  it('answers who signed in and until when', async () => {
    const response = await loginBuyer();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { username: 'budi', exp: expect.any(Number) } });
  });

  it('never returns the token in the body', async () => {
    const response = await loginBuyer();
    expect(response.body).not.toContain(buyerToken);
  });

  it('puts the token in an httpOnly, SameSite=Lax, Path=/ cookie kept a week, and forbids caching the answer', async () => {
    const response = await loginBuyer();
    const cookie = setCookieFor(response.headers['set-cookie'], 'pcb_user');
    expect(cookie).toBe(`pcb_user=${buyerToken}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not pass on the cookie the upstream tried to set', async () => {
    const response = await loginBuyer();
    expect(setCookieFor(response.headers['set-cookie'], 'buyerToken')).toBeUndefined();
  });

  it('passes an upstream refusal through with its status and body, setting no cookie', async () => {
    const response = await stack.app.inject({ method: 'POST', url: '/bff/login', headers: CSRF, payload: { email: 'budi@pcb.test', password: 'salah' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Email or password incorrect!' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('admin login', () => {
  it('answers the expiry only and keeps the token in its own cookie', async () => {
    const response = await loginAdmin();
    expect(response.json()).toEqual({ admin: { exp: expect.any(Number) } });
    expect(response.body).not.toContain(adminToken);
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_admin')).toBe(`pcb_admin=${adminToken}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('leaves the buyer session alone', async () => {
    const response = await loginAdmin();
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_user')).toBeUndefined();
  });
});

describe('GET /bff/session', () => {
  it('reports nobody signed in without cookies', async () => {
    const response = await sessionWith('');
    expect(response.json()).toEqual({ user: null, admin: null, message: {} });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports both sessions independently', async () => {
    const cookie = [cookieJar((await loginBuyer()).headers['set-cookie']), cookieJar((await loginAdmin()).headers['set-cookie'])].join('; ');
    const body = (await sessionWith(cookie)).json();
    expect(body.user).toEqual({ username: 'budi', exp: expect.any(Number) });
    expect(body.admin).toEqual({ exp: expect.any(Number) });
  });

  it('clears an expired token and reports the role signed out', async () => {
    const expired = await signToken({ id: 'u1', username: 'budi' }, -10);
    const response = await sessionWith(`pcb_user=${expired}`);
    expect(response.json().user).toBeNull();
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_user')).toMatch(/^pcb_user=; Max-Age=0;/);
  });

  it('clears an undecodable token and reports the role signed out', async () => {
    const response = await sessionWith('pcb_admin=not-a-jwt');
    expect(response.json().admin).toBeNull();
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_admin')).toMatch(/^pcb_admin=; Max-Age=0;/);
  });
});

describe('logout', () => {
  it('clears the buyer cookie with 204 and leaves the admin cookie', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/logout',
      headers: { ...CSRF, cookie: `pcb_user=${buyerToken}; pcb_admin=${adminToken}` },
    });
    expect(response.statusCode).toBe(204);
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_user')).toMatch(/^pcb_user=; Max-Age=0;/);
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_admin')).toBeUndefined();
  });

  it('clears the admin cookie with 204 and leaves the buyer cookie', async () => {
    const response = await stack.app.inject({ method: 'POST', url: '/bff/admin/logout', headers: CSRF });
    expect(response.statusCode).toBe(204);
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_admin')).toMatch(/^pcb_admin=; Max-Age=0;/);
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_user')).toBeUndefined();
  });
});

describe('register', () => {
  it('passes the registration through to register/buyer with its status', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/register',
      headers: CSRF,
      payload: { username: 'sinta', email: 's@pcb.test', password: 'rahasia' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'User berhasil disimpan', user: { username: 'sinta' } });
  });
});

describe('tokens on the surfaces', () => {
  it('sends the buyer token as a bearer on the buyer surface and never the browser cookie', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product', headers: { cookie: `pcb_user=${buyerToken}; pcb_admin=${adminToken}; other=1` } });
    expect(response.json()).toEqual({ authorization: `Bearer ${buyerToken}` });
    expect(stack.upstream.requests.at(-1)?.headers.cookie).toBeUndefined();
  });

  it('sends the admin token on the admin surface', async () => {
    const response = await stack.app.inject({ url: '/bff/admin/api/product', headers: { cookie: `pcb_user=${buyerToken}; pcb_admin=${adminToken}` } });
    expect(response.json()).toEqual({ authorization: `Bearer ${adminToken}` });
  });

  it('replaces an Authorization header the browser sent', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product', headers: { authorization: 'Bearer forged' } });
    expect(response.json()).toEqual({ authorization: null });
  });
});
