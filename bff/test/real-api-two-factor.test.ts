import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { useRealStack } from './real-api';
import { cookieJar, setCookieFor } from './tokens';

const CSRF = { 'x-csrf': '1' };
const ADMIN = { email: 'admin@pcb.test', password: 'Admin#123456' };

const stack = useRealStack();

const post = (url: string, cookie: string, payload: object = {}) => stack.bff.inject({ method: 'POST', url, headers: { ...CSRF, cookie }, payload });
const sidIn = (setCookie: string | string[] | undefined) => decodeJwt(setCookieFor(setCookie, 'pcb_admin')!.split(';')[0].slice('pcb_admin='.length)).sid;
const code = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

// One database for the file: the first test needs two-factor sign-in not yet on, the second sets it up.
describe('two-factor sign-in through the BFF, against the real pcb-api', () => {
  it('refuses a wrong code with the upstream message and keeps the cookie as it was', async () => {
    const signedIn = await post('/bff/admin/login', '', ADMIN);
    const cookie = cookieJar(signedIn.headers['set-cookie']);
    await post('/bff/admin/api/admin/two-factor/setup', cookie);
    const wrong = await post('/bff/admin/two-factor/enable', cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Kode verifikasi salah atau sudah dipakai.');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('sets it up, then signs in in two steps, each step under a new session id kept in the cookie only', async () => {
    const signedIn = await post('/bff/admin/login', '', ADMIN);
    const first = cookieJar(signedIn.headers['set-cookie']);
    const setup = await post('/bff/admin/api/admin/two-factor/setup', first);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();

    const enabled = await post('/bff/admin/two-factor/enable', first, { code: code(secret, Date.now()) });
    expect(enabled.json()).toEqual({ message: 'Verifikasi dua langkah telah aktif.', recoveryCodes: expect.any(Array), admin: { exp: expect.any(Number) } });
    expect(enabled.body).not.toMatch(/eyJ/);
    expect(sidIn(enabled.headers['set-cookie'])).not.toBe(sidIn(signedIn.headers['set-cookie']));

    const password = await post('/bff/admin/login', '', ADMIN);
    expect(password.json()).toEqual({ admin: { exp: expect.any(Number), stage: 'two-factor' } });
    const pending = cookieJar(password.headers['set-cookie']);
    expect((await stack.bff.inject({ url: '/bff/admin/api/admin/dashboard/payment', headers: { cookie: pending } })).statusCode).toBe(401);

    const verified = await post('/bff/admin/login/two-factor', pending, { code: code(secret, Date.now() + 30_000) });
    expect(verified.json()).toEqual({ message: 'Login successful', admin: { exp: expect.any(Number) } });
    expect(sidIn(verified.headers['set-cookie'])).not.toBe(sidIn(password.headers['set-cookie']));
    const full = cookieJar(verified.headers['set-cookie']);
    expect((await stack.bff.inject({ url: '/bff/admin/api/admin/dashboard/payment', headers: { cookie: full } })).statusCode).toBe(200);
  });
});
