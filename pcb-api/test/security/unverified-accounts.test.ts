import { eventually, json, lastMailTo, linkToken, useTestApp } from '../helpers';

/** Finding L3: an unverified registration must not hold an e-mail forever, and its owner can ask for a new link. */
const testApp = useTestApp({ UNVERIFIED_ACCOUNT_TTL: '1h' });
const VICTIM = { username: 'pemilik', email: 'pemilik@example.com', password: 'Rahasia#123' };
const RESEND_MESSAGE = 'Jika email terdaftar dan belum diverifikasi, tautan verifikasi baru telah dikirim.';

const register = (body: object) => json<{ message: string }>(testApp(), { method: 'POST', url: '/api/register/buyer', payload: body });
const resend = (email: string) => json<{ message: string }>(testApp(), { method: 'POST', url: '/api/register/buyer/resend-verification', payload: { email } });

const outboxCount = async (to: string) => (await json<{ to: string }[]>(testApp(), { url: '/api/dev/outbox' })).body.filter((mail) => mail.to === to).length;

describe('unverified registrations', () => {
  it('expire: after the set time the e-mail and username can be registered again', async () => {
    expect((await register({ ...VICTIM, username: 'squatter' })).status).toBe(201);
    expect((await register(VICTIM)).status).toBe(201);
    const rows = await testApp().db.query<{ username: string }>(`SELECT username FROM users WHERE email = $1`, [VICTIM.email]);
    expect(rows.map((row) => row.username)).toEqual(['squatter']);
    await testApp().db.query(`UPDATE users SET created_at = now() - interval '61 minutes' WHERE email = $1`, [VICTIM.email]);
    expect((await register(VICTIM)).status).toBe(201);
  });

  it('get a new verification link on request, which verifies the account', async () => {
    await register(VICTIM);
    const first = linkToken(await lastMailTo(testApp(), VICTIM.email));
    expect(await resend(VICTIM.email)).toEqual({ status: 200, body: { message: RESEND_MESSAGE }, headers: expect.anything() });
    await eventually(async () => (await outboxCount(VICTIM.email)) === 2);
    const second = linkToken(await lastMailTo(testApp(), VICTIM.email));
    expect(second).not.toBe(first);
    expect((await testApp().inject({ method: 'POST', url: `/api/register/buyer/verify/${first}` })).statusCode).toBe(400);
    expect((await testApp().inject({ method: 'POST', url: `/api/register/buyer/verify/${second}` })).statusCode).toBe(200);
  });

  it('answer a resend the same way for unknown and verified e-mails, and mail nobody', async () => {
    for (const email of ['nobody@example.com', 'buyer@pcb.test']) {
      expect((await resend(email)).body).toEqual({ message: RESEND_MESSAGE });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outboxCount('nobody@example.com')).toBe(0);
    expect(await outboxCount('buyer@pcb.test')).toBe(0);
  });

  it('refuse a malformed e-mail with the register form’s text', async () => {
    expect((await resend('not-an-email')).status).toBe(400);
  });
});
