import { useRealStack } from './real-api';
import { cookieJar, setCookieFor } from './tokens';

const CSRF = { 'x-csrf': '1' };
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const ADMIN = { email: 'admin@pcb.test', password: 'Admin#123456' };

const stack = useRealStack();

const login = (url: string, payload: object) => stack.bff.inject({ method: 'POST', url, headers: CSRF, payload });

describe('sessions against the real pcb-api', () => {
  it('signs the buyer in without the token in the body, and the token works upstream', async () => {
    const response = await login('/bff/login', BUYER);
    expect(response.json()).toEqual({ user: { username: 'budi', exp: expect.any(Number) } });
    expect(response.body).not.toMatch(/eyJ/);
    const account = await stack.bff.inject({ url: '/bff/api/account', headers: { cookie: cookieJar(response.headers['set-cookie']) } });
    expect(account.statusCode).toBe(200);
    expect(account.body).not.toMatch(/eyJ/);
  });

  it('passes a wrong password through with the upstream status and message', async () => {
    const response = await login('/bff/login', { ...BUYER, password: 'salah-sekali' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Email or password incorrect!');
  });

  it('signs the admin in independently and reaches an admin-only endpoint on the admin surface', async () => {
    const response = await login('/bff/admin/login', ADMIN);
    expect(response.json()).toEqual({ admin: { exp: expect.any(Number) } });
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_user')).toBeUndefined();
    const categories = await stack.bff.inject({
      url: '/bff/admin/api/admin/product/categories',
      headers: { cookie: cookieJar(response.headers['set-cookie']) },
    });
    expect(categories.statusCode).toBe(200);
  });

  it('makes the old cookie useless after logout: the browser no longer holds it', async () => {
    const signedIn = await login('/bff/login', BUYER);
    const loggedOut = await stack.bff.inject({ method: 'POST', url: '/bff/logout', headers: { ...CSRF, cookie: cookieJar(signedIn.headers['set-cookie']) } });
    expect(loggedOut.statusCode).toBe(204);
    const account = await stack.bff.inject({ url: '/bff/api/account', headers: { cookie: cookieJar(loggedOut.headers['set-cookie']) } });
    expect(account.statusCode).toBe(401);
  });
});
