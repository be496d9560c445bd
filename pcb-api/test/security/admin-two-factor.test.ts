import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { adminToken, bearer, json, useTestApp } from '../helpers';

const sid = (token: string) => decodeJwt(token).sid as string;
const call = <T = { message: string }>(app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  json<T & { message: string }>(app, { method, url, headers: bearer(token), payload });

/** The authenticator app: the code for a time (now by default). */
const codeAt = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Sets two-factor sign-in up from a full session: the secret, the recovery codes and the new full session's token. */
async function enrol(app: FastifyInstance, token: string) {
  const setup = await call<{ secret: string; qrSvg: string; otpauthUri: string }>(app, 'POST', '/api/admin/two-factor/setup', token);
  expect(setup.status).toBe(200);
  const enabled = await call<{ token: string; recoveryCodes: string[] }>(app, 'POST', '/api/admin/two-factor/enable', token, {
    code: codeAt(setup.body.secret),
  });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret, qrSvg: setup.body.qrSvg, uri: setup.body.otpauthUri, ...enabled.body };
}

describe('two-factor sign-in for admins', () => {
  const testApp = useTestApp();
  let app: FastifyInstance;
  beforeEach(() => {
    app = testApp();
  });

  it('enrols with a QR code and a first code, under a new session id; the old one has ended', async () => {
    const before = await adminToken(app);
    const wrong = await call(app, 'POST', '/api/admin/two-factor/setup', before).then(() =>
      call(app, 'POST', '/api/admin/two-factor/enable', before, { code: '000000' }),
    );
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Kode verifikasi salah atau sudah dipakai.' } });
    const { qrSvg, uri, token, recoveryCodes } = await enrol(app, before);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/PCB%20Polibatam:admin%40pcb\.test\?/);
    expect(recoveryCodes).toHaveLength(10);
    expect(sid(token)).not.toBe(sid(before));
    expect((await call(app, 'GET', '/api/admin/two-factor', before)).status).toBe(401);
    expect(await call(app, 'GET', '/api/admin/two-factor', token)).toMatchObject({ status: 200, body: { enabled: true, recoveryCodesLeft: 10 } });
    const stored = await app.db.query<{ code_hash: string }>(`SELECT code_hash FROM recovery_codes`);
    expect(stored.map((r) => r.code_hash)).not.toEqual(expect.arrayContaining([recoveryCodes[0]]));
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0].replace('-', ''));
  });

  it('stores the TOTP secret sealed, and seals one stored before sealing existed at its first use', async () => {
    const { secret } = await enrol(app, await adminToken(app));
    const storedSecret = async () =>
      (await app.db.query<{ totp_secret: string }>(`SELECT totp_secret FROM users WHERE totp_secret IS NOT NULL`))[0].totp_secret;
    expect(await storedSecret()).toMatch(/^v1\./);
    expect(await storedSecret()).not.toContain(secret);

    await app.db.query(`UPDATE users SET totp_secret = $1 WHERE totp_secret IS NOT NULL`, [secret]);
    const verified = await call(app, 'POST', '/api/admin/login/two-factor', await adminToken(app), { code: codeAt(secret, Date.now() + 30_000) });
    expect(verified.status).toBe(200);
    expect(await storedSecret()).toMatch(/^v1\./);
  });

  it('asks every later sign-in for a code: the password alone reaches nothing, the code opens a new session', async () => {
    const { secret } = await enrol(app, await adminToken(app));
    const step = await adminToken(app);
    expect(decodeJwt(step)).toMatchObject({ stage: 'two-factor' });
    expect(await call(app, 'GET', '/api/admin/dashboard/payment', step)).toMatchObject({ status: 401 });
    expect((await call(app, 'GET', '/api/admin/account/sessions', step)).status).toBe(401);
    expect(await call(app, 'POST', '/api/admin/login/two-factor', step, { code: '123456' })).toMatchObject({ status: 401 });
    const verified = await call<{ token: string }>(app, 'POST', '/api/admin/login/two-factor', step, { code: codeAt(secret, Date.now() + 30_000) });
    expect(verified.status).toBe(200);
    expect(sid(verified.body.token)).not.toBe(sid(step));
    expect(decodeJwt(verified.body.token)).not.toHaveProperty('stage');
    expect((await call(app, 'GET', '/api/admin/account/sessions', verified.body.token)).status).toBe(200);
    // The step's session is over, and the same code does not open another.
    expect((await call(app, 'POST', '/api/admin/login/two-factor', step, { code: codeAt(secret, Date.now() + 30_000) })).status).toBe(401);
    const again = await adminToken(app);
    expect((await call(app, 'POST', '/api/admin/login/two-factor', again, { code: codeAt(secret, Date.now() + 30_000) })).status).toBe(401);
  });

  it('accepts each recovery code once, in place of the code', async () => {
    const { recoveryCodes } = await enrol(app, await adminToken(app));
    const first = await call<{ token: string }>(app, 'POST', '/api/admin/login/two-factor', await adminToken(app), { code: recoveryCodes[3].toLowerCase() });
    expect(first.status).toBe(200);
    expect(await call(app, 'GET', '/api/admin/two-factor', first.body.token)).toMatchObject({ body: { recoveryCodesLeft: 9 } });
    expect((await call(app, 'POST', '/api/admin/login/two-factor', await adminToken(app), { code: recoveryCodes[3] })).status).toBe(401);
  });

  it('renews the recovery codes only with a code: ten new ones, and the earlier ones stop working', async () => {
    const { token, recoveryCodes } = await enrol(app, await adminToken(app));
    const renew = (code: string) => call<{ recoveryCodes: string[] }>(app, 'POST', '/api/admin/two-factor/recovery-codes', token, { code });
    expect((await renew('000000')).status).toBe(401);
    const renewed = await renew(recoveryCodes[0]);
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[1]);
    expect(await call(app, 'GET', '/api/admin/two-factor', token)).toMatchObject({ body: { recoveryCodesLeft: 10 } });
    expect((await call(app, 'POST', '/api/admin/login/two-factor', await adminToken(app), { code: recoveryCodes[1] })).status).toBe(401);
    expect((await call(app, 'POST', '/api/admin/login/two-factor', await adminToken(app), { code: renewed.body.recoveryCodes[1] })).status).toBe(200);
  });

  it('turns it off only with a code, after which the password alone signs in again', async () => {
    const { token, secret } = await enrol(app, await adminToken(app));
    expect((await call(app, 'POST', '/api/admin/two-factor/disable', token, { code: '000000' })).status).toBe(401);
    expect(await call(app, 'POST', '/api/admin/two-factor/disable', token, { code: codeAt(secret, Date.now() + 30_000) })).toMatchObject({
      status: 200,
      body: { message: 'Verifikasi dua langkah telah dimatikan.' },
    });
    expect(decodeJwt(await adminToken(app))).not.toHaveProperty('stage');
    expect(await app.db.query(`SELECT 1 FROM recovery_codes`)).toHaveLength(0);
  });

  it('does not let a full session or a buyer use the second step', async () => {
    const { token } = await enrol(app, await adminToken(app));
    expect(await call(app, 'POST', '/api/admin/login/two-factor', token, { code: '123456' })).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized: Token tidak valid' },
    });
    const { body } = await json<{ user: { token: string } }>(app, {
      method: 'POST',
      url: '/api/login/buyer',
      payload: { email: 'buyer@pcb.test', password: 'Buyer#12345' },
    });
    expect(await call(app, 'POST', '/api/admin/login/two-factor', body.user.token, { code: '123456' })).toMatchObject({
      status: 403,
      body: { message: 'Forbidden: Anda bukan admin' },
    });
  });
});

describe('two-factor sign-in required (production)', () => {
  const testApp = useTestApp({ ADMIN_2FA_REQUIRED: 'true' });

  it('lets an admin without it only set it up, then opens a full session', async () => {
    const app = testApp();
    const first = await adminToken(app);
    expect(decodeJwt(first)).toMatchObject({ stage: 'enrol' });
    expect(await call(app, 'GET', '/api/admin/dashboard/payment', first)).toMatchObject({
      status: 403,
      body: { message: 'Aktifkan verifikasi dua langkah terlebih dahulu.' },
    });
    expect(await call(app, 'GET', '/api/admin/two-factor', first)).toMatchObject({ status: 200, body: { enabled: false, required: true } });
    const { token, secret } = await enrol(app, first);
    expect(sid(token)).not.toBe(sid(first));
    expect((await call(app, 'GET', '/api/admin/dashboard/payment', token)).status).toBe(200);
    expect((await call(app, 'POST', '/api/admin/two-factor/disable', token, { code: codeAt(secret, Date.now() + 30_000) })).status).toBe(409);
  });
});
