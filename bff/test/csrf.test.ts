import { sendJson, useFakeStack } from './helpers';

const stack = useFakeStack((_request, response) => sendJson(response, 401, { message: 'Email or password incorrect!' }));

const login = (headers: Record<string, string>) => stack.app.inject({ method: 'POST', url: '/bff/login', headers, payload: { email: 'a@b.c', password: 'x' } });

describe('anti-forgery', () => {
  it('refuses a state-changing request without X-CSRF: 1 with 403, before the upstream', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Permintaan ditolak: header X-CSRF tidak ada.' });
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('refuses an X-CSRF header with another value', async () => {
    expect((await login({ 'x-csrf': 'true' })).statusCode).toBe(403);
  });

  it('refuses a request the browser marks as cross-site even with the header', async () => {
    const response = await login({ 'x-csrf': '1', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Permintaan lintas situs ditolak.' });
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('lets a same-origin request with the header through', async () => {
    const response = await login({ 'x-csrf': '1', 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(401);
    expect(stack.upstream.requests).toHaveLength(1);
  });

  it('refuses a logout without the header, so another site cannot sign the user out', async () => {
    expect((await stack.app.inject({ method: 'POST', url: '/bff/logout' })).statusCode).toBe(403);
  });

  it('does not ask a GET for the header', async () => {
    expect((await stack.app.inject({ url: '/bff/session' })).statusCode).toBe(200);
  });
});
