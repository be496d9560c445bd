import { useRealStack } from '../real-api';
import { cookieJar } from '../tokens';

/** Finding M1, end to end: a copy of the buyer's cookie taken before logout or a password change must get 401. */
const CSRF = { 'x-csrf': '1' };
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const stack = useRealStack();

const signIn = async (password = BUYER.password) =>
  cookieJar((await stack.bff.inject({ method: 'POST', url: '/bff/login', headers: CSRF, payload: { ...BUYER, password } })).headers['set-cookie']);
const account = async (cookie: string) => (await stack.bff.inject({ url: '/bff/api/account', headers: { cookie } })).statusCode;
const logout = (cookie: string) => stack.bff.inject({ method: 'POST', url: '/bff/logout', headers: { ...CSRF, cookie } });

describe('a replayed session cookie', () => {
  it('is refused after logout, while the same account’s other session goes on', async () => {
    const [copy, otherDevice] = [await signIn(), await signIn()];
    const before = await account(copy);
    expect((await logout(copy)).statusCode).toBe(204);
    const after = await account(copy);
    process.stdout.write(`replayed cookie: before logout ${before}, after logout ${after}; other session ${await account(otherDevice)}\n`);
    expect([before, after, await account(otherDevice)]).toEqual([200, 401, 200]);
  });

  it('ends the browser session with the spec’s message when the server has ended it', async () => {
    const copy = await signIn();
    await logout(copy);
    const replayed = await stack.bff.inject({ url: '/bff/api/account', headers: { cookie: copy } });
    expect(replayed.json()).toMatchObject({ message: 'Unauthorized: Token expired', role: 'user' });
    expect(cookieJar(replayed.headers['set-cookie'])).toContain('authUserMessage=');
  });

  // Review N14: signing in again over a cookie replaced it in the browser and left its session live.
  it('is refused once the browser signs in again over it', async () => {
    const copy = await signIn();
    const again = await stack.bff.inject({ method: 'POST', url: '/bff/login', headers: { ...CSRF, cookie: copy }, payload: BUYER });
    expect([await account(copy), await account(cookieJar(again.headers['set-cookie']))]).toEqual([401, 200]);
  });

  // Last: it changes the buyer's password.
  it('is refused after a password change, on every device', async () => {
    const [copy, otherDevice] = [await signIn(), await signIn()];
    const changed = await stack.bff.inject({
      method: 'POST',
      url: '/bff/api/password/change-password',
      headers: { ...CSRF, cookie: copy },
      payload: { oldPassword: BUYER.password, newPassword: 'Baru#67890' },
    });
    expect(changed.statusCode).toBe(200);
    const replayed = [await account(copy), await account(otherDevice)];
    process.stdout.write(`replayed cookies after a password change: ${replayed.join(', ')}\n`);
    expect(replayed).toEqual([401, 401]);
    expect(await account(await signIn('Baru#67890'))).toBe(200);
  });
});
