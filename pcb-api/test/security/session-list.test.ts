import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { ActiveSession } from '@pcb/contract';
import { adminToken, bearer, buyerToken, json, SEED, useTestApp } from '../helpers';

const testApp = useTestApp();
let app: FastifyInstance;
beforeEach(() => {
  app = testApp();
});

const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function buyerLoginFrom(userAgent: string, ip: string): Promise<string> {
  const { body } = await json<{ user: { token: string } }>(app, {
    method: 'POST',
    url: '/api/login/buyer',
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
    payload: { email: SEED.buyerEmail, password: SEED.buyerPassword },
  });
  return body.user.token;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
  json<ActiveSession[] & { message: string }>(app, { method, url, headers: bearer(token) });
const sid = (token: string) => decodeJwt(token).sid as string;

describe('the sessions an account can see and end', () => {
  it('lists every open session with its device, address and which one is this', async () => {
    const phone = await buyerLoginFrom(FIREFOX_ON_ANDROID, '203.0.113.7');
    const laptop = await buyerLoginFrom(CHROME_ON_LINUX, '198.51.100.20');
    const { status, body } = await call('GET', '/api/account/sessions', laptop);
    expect(status).toBe(200);
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: sid(phone), device: 'Firefox 132 di Android', ip: '203.0.113.7', current: false }),
        expect.objectContaining({ _id: sid(laptop), device: 'Chrome 131 di Linux', ip: '198.51.100.20', current: true }),
      ]),
    );
  });

  it('opens a new session id at every sign-in', async () => {
    const ids = new Set([sid(await buyerToken(app)), sid(await buyerToken(app)), sid(await adminToken(app)), sid(await adminToken(app))]);
    expect(ids.size).toBe(4);
  });

  it('"Keluar dari perangkat lain" ends every other session and keeps this one', async () => {
    const other = await buyerToken(app);
    const mine = await buyerToken(app);
    expect(await call('POST', '/api/account/sessions/end-others', mine)).toMatchObject({
      status: 200,
      body: { message: 'Berhasil keluar dari perangkat lain.' },
    });
    expect((await call('GET', '/api/account', other)).status).toBe(401);
    expect((await call('GET', '/api/account', mine)).status).toBe(200);
  });

  it("ends one other session, but neither this one nor another account's", async () => {
    const other = await buyerToken(app);
    const mine = await buyerToken(app);
    const admin = await adminToken(app);
    expect((await call('DELETE', `/api/account/sessions/${sid(admin)}`, mine)).status).toBe(404);
    expect((await call('GET', '/api/admin/account/sessions', admin)).status).toBe(200);
    expect(await call('DELETE', `/api/account/sessions/${sid(mine)}`, mine)).toMatchObject({ status: 400 });
    expect(await call('DELETE', `/api/account/sessions/${sid(other)}`, mine)).toMatchObject({ status: 200, body: { message: 'Sesi berhasil diakhiri.' } });
    expect((await call('GET', '/api/account', other)).status).toBe(401);
  });

  it('ends an admin session left idle for longer than ADMIN_IDLE_TIMEOUT, not a buyer one', async () => {
    const admin = await adminToken(app);
    const buyer = await buyerToken(app);
    await app.db.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes'`);
    const idle = await call('GET', '/api/admin/account/sessions', admin);
    expect(idle).toMatchObject({ status: 401, body: { message: 'Unauthorized: Token expired', role: 'admin' } });
    expect((await call('GET', '/api/account', buyer)).status).toBe(200);
  });

  it('keeps an admin session that is used within the idle time-out, each use counting from then', async () => {
    const admin = await adminToken(app);
    await app.db.query(`UPDATE sessions SET last_seen_at = now() - interval '29 minutes'`);
    expect((await call('GET', '/api/admin/account/sessions', admin)).status).toBe(200);
    // 29 minutes more: idle since the last use, not since sign-in.
    await app.db.query(`UPDATE sessions SET last_seen_at = last_seen_at - interval '29 minutes'`);
    expect((await call('GET', '/api/admin/account/sessions', admin)).status).toBe(200);
  });
});
