import { buildTestApp, sendJson, startFakeUpstream } from './helpers';
import { setCookieFor, signToken } from './tokens';

async function loginCookie(env: Record<string, string>): Promise<string | string[] | undefined> {
  const token = await signToken({ id: 'u1', username: 'budi' }, 3600);
  const upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, { user: { id: 'u1', username: 'budi', token } }));
  const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl, ...env });
  const response = await app.inject({ method: 'POST', url: '/bff/login', headers: { 'x-csrf': '1' }, payload: { email: 'a@b.c', password: 'x' } });
  await app.close();
  await upstream.close();
  return response.headers['set-cookie'];
}

describe('cookies over https', () => {
  it('are Secure and carry the __Host- prefix when the public URL is https', async () => {
    const cookie = setCookieFor(await loginCookie({ PUBLIC_URL: 'https://pcb.example' }), '__Host-pcb_user');
    expect(cookie).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).not.toContain('Domain=');
  });

  it('can be forced Secure for a local http run behind TLS termination', async () => {
    expect(setCookieFor(await loginCookie({ COOKIE_SECURE: 'true' }), '__Host-pcb_user')).toContain('; Secure');
  });

  it('are not Secure on a plain-http local run', async () => {
    expect(setCookieFor(await loginCookie({}), 'pcb_user')).not.toContain('Secure');
  });
});
