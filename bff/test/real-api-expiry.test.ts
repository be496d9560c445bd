import { useRealStack } from './real-api';
import { cookieJar, setCookieFor } from './tokens';

const CSRF = { 'x-csrf': '1' };
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

// Two-second buyer tokens, so the expiry path runs for real. Not one: a token's `exp` is a whole second,
// so a one-second token signed late in its second can be expired before the BFF's login reads it.
const stack = useRealStack({ BUYER_TOKEN_TTL: '2' });

const login = (url: string, payload: object) => stack.bff.inject({ method: 'POST', url, headers: CSRF, payload });
/** Signs the buyer in and waits until the session's `exp` has passed. */
async function signInAndOutlive() {
  const signedIn = await login('/bff/login', BUYER);
  expect(signedIn.statusCode).toBe(200);
  const expiresInMs = signedIn.json().user.exp * 1000 - Date.now();
  await new Promise((resolve) => setTimeout(resolve, expiresInMs + 50));
  return cookieJar(signedIn.headers['set-cookie']);
}

describe('an expired buyer session against the real pcb-api', () => {
  it('ends an expired buyer session end to end: cookie cleared, message cookie set, handed over once', async () => {
    const cookie = await signInAndOutlive();

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
    const cookie = await signInAndOutlive();
    const session = await stack.bff.inject({ url: '/bff/session', headers: { cookie } });
    expect(session.json().user).toBeNull();
    expect(setCookieFor(session.headers['set-cookie'], 'pcb_user')).toMatch(/^pcb_user=; Max-Age=0;/);
  });
});
