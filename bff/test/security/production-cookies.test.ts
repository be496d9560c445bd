import { loadConfig } from '../../src/config';
import { buildTestApp, sendJson, startFakeUpstream } from '../helpers';
import { setCookieFor, signToken } from '../tokens';

/** Finding L8: in production session cookies travel only over https, and an https shop sends HSTS. */
const PRODUCTION = { NODE_ENV: 'production' };

async function signIn(env: Record<string, string>) {
  const token = await signToken({ id: 'u1', username: 'budi' }, 3600);
  const upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, { user: { id: 'u1', username: 'budi', token } }));
  const app = await buildTestApp({ PCB_API_URL: upstream.apiUrl, ...env });
  try {
    return await app.inject({ method: 'POST', url: '/bff/login', headers: { 'x-csrf': '1' }, payload: { email: 'a@b.c', password: 'x' } });
  } finally {
    await app.close();
    await upstream.close();
  }
}

describe('NODE_ENV=production', () => {
  it('sets the session cookie Secure with the __Host- name, and HSTS, on an https shop', async () => {
    const response = await signIn({ ...PRODUCTION, PUBLIC_URL: 'https://pcb.example' });
    expect(setCookieFor(response.headers['set-cookie'], '__Host-pcb_user')).toMatch(/; Secure; SameSite=Lax$/);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps cookies Secure even on a plain-http localhost try-out', async () => {
    const response = await signIn({ ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' });
    expect(setCookieFor(response.headers['set-cookie'], '__Host-pcb_user')).toContain('; Secure');
  });

  it('refuses a plain-http public address other than localhost, and COOKIE_SECURE=false', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://pcb.example' })).toThrow('NODE_ENV=production needs an https PUBLIC_URL');
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://pcb.example', COOKIE_SECURE: 'false' })).toThrow('COOKIE_SECURE=false is refused');
  });
});

describe('NODE_ENV=production and Redis (finding N11)', () => {
  const HTTPS = { ...PRODUCTION, PUBLIC_URL: 'https://pcb.example' };

  it('refuses a REDIS_URL without a password, so no one on the network can reset the counters', () => {
    expect(() => loadConfig({ ...HTTPS, REDIS_URL: 'redis://redis:6379' })).toThrow('NODE_ENV=production needs a password in REDIS_URL');
  });

  it('takes one with a password', () => {
    expect(loadConfig({ ...HTTPS, REDIS_URL: 'redis://:s3cret@redis:6379' }).redisUrl).toBe('redis://:s3cret@redis:6379');
  });
});
