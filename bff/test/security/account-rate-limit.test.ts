import { sendJson, useFakeStack } from '../helpers';
import { signToken } from '../tokens';

/** Finding L5: login and password change are also throttled per account, so spreading the guesses over addresses does not help. */
const stack = useFakeStack((_request, response) => sendJson(response, 401, { message: 'Email atau Password salah!' }), { RATE_LIMIT_MAX: '3' });

const CSRF = { 'x-csrf': '1' };
/** A different address for every try: only a per-account count can stop them. */
let nextAddress = 1;
const fromNewAddress = () => `198.51.100.${nextAddress++}`;

const signIn = (url: string, email: string) =>
  stack.app.inject({ method: 'POST', url, remoteAddress: fromNewAddress(), headers: CSRF, payload: { email, password: 'guess' } });

async function statusesOf(times: number, send: () => Promise<{ statusCode: number }>) {
  const statuses = [];
  for (let i = 0; i < times; i++) statuses.push((await send()).statusCode);
  return statuses;
}

describe('tries counted per account, from any address', () => {
  it.each(['/bff/login', '/bff/admin/login'])('%s stops the fourth password for one e-mail, whatever its case', async (url) => {
    const emails = ['target@pcb.test', 'TARGET@pcb.test', ' target@pcb.test', 'Target@PCB.test'];
    expect(await statusesOf(4, () => signIn(url, emails.shift()!))).toEqual([401, 401, 401, 429]);
    // Another account is not held up by it.
    expect((await signIn(url, 'other@pcb.test')).statusCode).toBe(401);
  });

  it.each([
    ['buyer', '/bff/api/password/change-password', 'pcb_user', { id: 'b'.repeat(24), username: 'budi', role: 'buyer' }],
    ['admin', '/bff/admin/api/admin/password/change-password', 'pcb_admin', { id: 'a'.repeat(24), role: 'admin' }],
  ])("stops the %s's fourth password change for one account", async (_, url, cookie, claims) => {
    const token = await signToken(claims, 3600);
    const change = () =>
      stack.app.inject({
        method: 'POST',
        url,
        remoteAddress: fromNewAddress(),
        headers: { ...CSRF, cookie: `${cookie}=${token}` },
        payload: { oldPassword: 'guess', newPassword: 'Baru#123456789' },
      });
    expect((await statusesOf(4, change)).at(-1)).toBe(429);
  });

  it("stops the fourth code of one admin's second step", async () => {
    const token = await signToken({ id: 'c'.repeat(24), role: 'admin', stage: 'two-factor' }, 300);
    const verify = () =>
      stack.app.inject({
        method: 'POST',
        url: '/bff/admin/login/two-factor',
        remoteAddress: fromNewAddress(),
        headers: { ...CSRF, cookie: `pcb_admin=${token}` },
        payload: { code: '123456' },
      });
    expect(await statusesOf(4, verify)).toEqual([401, 401, 401, 429]);
  });

  // Every call that takes a code tries it, the admin's own pages' as much as the sign-in's second step.
  it.each(['/bff/admin/api/admin/two-factor/disable', '/bff/admin/api/admin/two-factor/recovery-codes'])(
    "stops a full admin session's fourth code at %s",
    async (url) => {
      const token = await signToken({ id: 'd'.repeat(24), role: 'admin' }, 3600);
      const tryCode = () =>
        stack.app.inject({
          method: 'POST',
          url,
          remoteAddress: fromNewAddress(),
          headers: { ...CSRF, cookie: `pcb_admin=${token}` },
          payload: { code: '123456' },
        });
      expect((await statusesOf(4, tryCode)).at(-1)).toBe(429);
    },
  );
});
