import { SEED, adminToken, bearer, buyerToken, json, lastMailTo, linkToken, useTestApp } from '../helpers';

/** Finding M1: a copy of a session token must stop working when its session ends. */
const testApp = useTestApp();
const account = async (token: string) => (await json(testApp(), { url: '/api/account', headers: bearer(token) })).status;
const post = (url: string, token: string | null, payload: object = {}) =>
  json<{ message: string }>(testApp(), { method: 'POST', url, payload, headers: token ? bearer(token) : {} });

describe('sessions end on the server', () => {
  it('logout ends that session only', async () => {
    const [phone, laptop] = [await buyerToken(testApp()), await buyerToken(testApp())];
    expect((await post('/api/logout', phone)).status).toBe(200);
    const [replayed, other] = [await account(phone), await account(laptop)];
    process.stdout.write(`replayed token after logout: ${replayed}; the other session: ${other}\n`);
    expect(replayed).toBe(401);
    expect(other).toBe(200);
  });

  it('a password change ends every session of the account, that one included', async () => {
    const [phone, laptop] = [await buyerToken(testApp()), await buyerToken(testApp())];
    const changed = await post('/api/password/change-password', phone, { oldPassword: SEED.buyerPassword, newPassword: 'Baru#67890' });
    expect(changed.status).toBe(200);
    const [replayed, other] = [await account(phone), await account(laptop)];
    process.stdout.write(`replayed token after a password change: ${replayed}; another session: ${other}\n`);
    expect([replayed, other]).toEqual([401, 401]);
    expect(await account(await buyerToken(testApp(), SEED.buyerEmail, 'Baru#67890'))).toBe(200);
  });

  it('a password reset ends every session of the account', async () => {
    const before = await buyerToken(testApp());
    await post('/api/password/forgot-password', null, { email: SEED.buyerEmail });
    const token = linkToken(await lastMailTo(testApp(), SEED.buyerEmail));
    expect((await post(`/api/password/reset-password/${token}`, null, { password: 'Reset#67890' })).status).toBe(200);
    expect(await account(before)).toBe(401);
  });

  it('an ended session answers as an expired one, so the clients sign out and say why', async () => {
    const token = await buyerToken(testApp());
    await post('/api/logout', token);
    const { status, body } = await json(testApp(), { url: '/api/account', headers: bearer(token) });
    expect({ status, body }).toEqual({ status: 401, body: { message: 'Unauthorized: Token expired', redirect: '/login', role: 'user' } });
  });

  it('admin logout ends the admin session', async () => {
    const token = await adminToken(testApp());
    expect((await post('/api/admin/logout', token)).status).toBe(200);
    expect((await json(testApp(), { url: '/api/admin/transaction', headers: bearer(token) })).status).toBe(401);
  });
});
