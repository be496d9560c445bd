import { useRealStack } from './real-api';
import { cookieJar, setCookieFor } from './tokens';

const CSRF = { 'x-csrf': '1' };
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

// One-second buyer tokens, so the expiry path runs for real.
const stack = useRealStack({ BUYER_TOKEN_TTL: '1' });

const login = (url: string, payload: object) => stack.bff.inject({ method: 'POST', url, headers: CSRF, payload });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an expired buyer session against the real pcb-api', () => {
  it('ends an expired buyer session end to end: cookie cleared, message cookie set, handed over once', async () => {
    const signedIn = await login('/bff/login', BUYER);
    const cookie = cookieJar(signedIn.headers['set-cookie']);
    await sleep(2_100);

    const expired = await stack.bff.inject({ url: '/bff/api/account', headers: { cookie } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Unauthorized: Token expired', redirect: '/login', role: 'user' });
    expect(setCookieFor(expired.headers['set-cookie'], 'pcb_user')).toMatch(/^pcb_user=; Max-Age=0;/);
    expect(setCookieFor(expired.headers['set-cookie'], 'authUserMessage')).toMatch(/Max-Age=10;/);

    const first = await stack.bff.inject({ url: '/bff/session', headers: { cookie: cookieJar(expired.headers['set-cookie']) } });
    expect(first.json()).toEqual({ user: null, admin: null, message: { user: ENDED } });
    const second = await stack.bff.inject({ url: '/bff/session', headers: { cookie: cookieJar(first.headers['set-cookie']) } });
    expect(second.json().message).toEqual({});
  });

  it('reports an expired buyer token as signed out on /bff/session and clears it', async () => {
    const signedIn = await login('/bff/login', BUYER);
    await sleep(2_100);
    const session = await stack.bff.inject({ url: '/bff/session', headers: { cookie: cookieJar(signedIn.headers['set-cookie']) } });
    expect(session.json().user).toBeNull();
    expect(setCookieFor(session.headers['set-cookie'], 'pcb_user')).toMatch(/^pcb_user=; Max-Age=0;/);
  });
});
