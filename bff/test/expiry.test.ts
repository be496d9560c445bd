import { sendJson, useFakeStack } from './helpers';
import { setCookieFor } from './tokens';

const EXPIRED_BODY = { message: 'Unauthorized: Token expired', redirect: '/login', role: 'user' };
const stack = useFakeStack((request, response) => {
  if (request.url === '/api/product') return sendJson(response, 401, EXPIRED_BODY);
  if (request.url === '/api/admin/product/categories') return sendJson(response, 401, { ...EXPIRED_BODY, role: 'admin' });
  sendJson(response, 401, { message: 'Unauthorized: Token tidak valid' });
});

describe('an upstream 401 "Unauthorized: Token expired"', () => {
  it('is passed on unchanged', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product', headers: { cookie: 'pcb_user=old' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED_BODY);
  });

  it('clears the cookie of the role the body names and leaves a 10-second message cookie', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product', headers: { cookie: 'pcb_user=old; pcb_admin=fine' } });
    const cookies = response.headers['set-cookie'];
    expect(setCookieFor(cookies, 'pcb_user')).toMatch(/^pcb_user=; Max-Age=0;/);
    expect(setCookieFor(cookies, 'authUserMessage')).toBe(
      'authUserMessage=Sesi%20Anda%20telah%20berakhir.%20Silakan%20login%20kembali.; Max-Age=10; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(setCookieFor(cookies, 'pcb_admin')).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ends the admin session when the body names the admin role', async () => {
    const response = await stack.app.inject({ url: '/bff/admin/api/admin/product/categories', headers: { cookie: 'pcb_admin=old' } });
    expect(setCookieFor(response.headers['set-cookie'], 'pcb_admin')).toMatch(/^pcb_admin=; Max-Age=0;/);
    expect(setCookieFor(response.headers['set-cookie'], 'authAdminMessage')).toMatch(/^authAdminMessage=Sesi/);
  });
});

describe('another upstream 401', () => {
  it('touches no cookie', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product/0123456789abcdef01234567', headers: { cookie: 'pcb_user=x' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the session-ended message', () => {
  it('is handed over once by GET /bff/session and its cookie cleared', async () => {
    const response = await stack.app.inject({
      url: '/bff/session',
      headers: { cookie: 'authUserMessage=Sesi%20Anda%20telah%20berakhir.%20Silakan%20login%20kembali.' },
    });
    expect(response.json().message).toEqual({ user: 'Sesi Anda telah berakhir. Silakan login kembali.' });
    expect(setCookieFor(response.headers['set-cookie'], 'authUserMessage')).toMatch(/^authUserMessage=; Max-Age=0;/);
  });
});
