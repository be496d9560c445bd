import { mailOutbox, type MailMessage } from '../src/modules/mail/repository';
import { DELIVERY_POLICY, deliverDueMail, outboxView, type MailTransport } from '../src/modules/mail/service';
import { removeExpiredRecords } from '../src/plugins/jobs/retention';
import { loadConfig } from '../src/config';
import { adminToken, bearer, buyerToken, createTestApp, closeTestApp, json, PRODUCTION_ENV, useTestApp } from './helpers';

/** Issue 33: failed mail is never lost silently, and what is kept for a while is removed after RETENTION. */
const testApp = useTestApp({ MAIL_CHECK_INTERVAL: '1h' });

const mail = (n: number): MailMessage => ({ to: `buyer${n}@example.com`, subject: `Surat ${n}`, text: `isi ${n}`, html: `<p>isi ${n}</p>` });
const failing: MailTransport = { send: async () => Promise.reject(new Error('421 try later')) };
const recording = (sent: string[]): MailTransport => ({ send: async (m) => void sent.push(m.to) });
const giveUpAtOnce = { ...DELIVERY_POLICY, maxAttempts: 1 };

async function failedMails(count: number) {
  const app = testApp();
  await app.db.query('DELETE FROM outbox');
  for (let n = 1; n <= count; n += 1) await mailOutbox(app.db).enqueue(`test:${n}`, mail(n));
  await deliverDueMail(app.db, failing, giveUpAtOnce);
  return app.db.query<{ _id: string; to: string }>(`SELECT id AS "_id", to_address AS "to" FROM outbox WHERE status = 'failed' ORDER BY to_address`);
}

const resend = async (body: object) =>
  json<{ message: string; resent: number }>(testApp(), {
    method: 'POST',
    url: '/api/admin/mail-outbox/resend',
    headers: bearer(await adminToken(testApp())),
    payload: body,
  });

describe('POST /api/admin/mail-outbox/resend', () => {
  it('sends one failed mail again, with a fresh set of attempts', async () => {
    const [first, second] = await failedMails(2);
    expect(await resend({ id: first._id })).toMatchObject({ status: 200, body: { message: 'Email dijadwalkan untuk dikirim ulang', resent: 1 } });
    const sent: string[] = [];
    await deliverDueMail(testApp().db, recording(sent));
    expect(sent).toEqual([first.to]);
    const rows = await testApp().db.query<{ id: string; status: string }>(`SELECT id, status FROM outbox ORDER BY to_address`);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'failed']);
    expect(rows[1].id).toBe(second._id);
  });

  it('sends every failed mail again without an id', async () => {
    await failedMails(3);
    expect((await resend({})).body.resent).toBe(3);
    const sent: string[] = [];
    await deliverDueMail(testApp().db, recording(sent));
    expect(sent).toHaveLength(3);
  });

  it('answers 404 for a mail that is not failed, and 400 for a malformed id', async () => {
    const [first] = await failedMails(1);
    await resend({ id: first._id });
    expect(await resend({ id: first._id })).toMatchObject({ status: 404, body: { message: 'Email gagal tidak ditemukan' } });
    expect((await resend({ id: 'x' })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const buyer = bearer(await buyerToken(testApp()));
    expect((await json(testApp(), { method: 'POST', url: '/api/admin/mail-outbox/resend', headers: buyer, payload: {} })).status).toBe(403);
  });
});

describe('the retention sweep', () => {
  it('removes sent mail, notifications and spent tokens older than RETENTION, and keeps failed or pending mail', async () => {
    const app = testApp();
    await failedMails(1);
    await mailOutbox(app.db).enqueue('test:sent', mail(8));
    await mailOutbox(app.db).enqueue('test:pending', mail(9));
    await app.db.query(`UPDATE outbox SET status = 'sent', sent_at = now() WHERE dedupe_key = 'test:sent'`);
    const [user] = await app.db.query<{ id: string }>(`SELECT id FROM users LIMIT 1`);
    await app.db.query(
      `INSERT INTO one_time_tokens (jti, user_id, purpose, expires_at, used_at) VALUES
         ('aaaaaaaaaaaaaaaaaaaaaaaa', $1, 'reset-password', now() - interval '1 day', now() - interval '2 days'),
         ('bbbbbbbbbbbbbbbbbbbbbbbb', $1, 'reset-password', now() + interval '1 day', now() - interval '2 days')`,
      [user.id],
    );
    const day = 86_400;
    expect(await removeExpiredRecords(app.db, 3 * day)).toEqual({ outbox: 0, payment_notifications: 0, one_time_tokens: 0 });
    await app.db.query(`UPDATE outbox SET sent_at = now() - interval '4 days', created_at = now() - interval '4 days'`);
    await app.db.query(`UPDATE one_time_tokens SET used_at = now() - interval '4 days', created_at = now() - interval '4 days'`);
    expect(await removeExpiredRecords(app.db, 3 * day)).toMatchObject({ outbox: 1, one_time_tokens: 1 });
    expect((await app.db.query<{ status: string }>(`SELECT status FROM outbox ORDER BY status`)).map((r) => r.status)).toEqual(['failed', 'pending']);
    // A spent token whose link has not expired stays: removing it would make the link work again.
    expect(await app.db.query(`SELECT jti FROM one_time_tokens WHERE jti LIKE 'a%' OR jti LIKE 'b%'`)).toEqual([{ jti: 'bbbbbbbbbbbbbbbbbbbbbbbb' }]);
  });

  it('reads RETENTION as a duration, 180 days by default', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).retentionSeconds).toBe(180 * 86_400);
    expect(loadConfig({ DATA_DIR: 'memory://', RETENTION: '30d' }).retentionSeconds).toBe(30 * 86_400);
  });
});

describe('production without SMTP_URL', () => {
  it('keeps mail pending (never marked sent) and the outbox says it is held', async () => {
    const app = await createTestApp({ ...PRODUCTION_ENV, MAIL_CHECK_INTERVAL: '1s', BCRYPT_ROUNDS: '4' });
    try {
      await app.db.query('DELETE FROM outbox');
      await mailOutbox(app.db).enqueue('test:held', mail(1));
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await outboxView(app.db, undefined, app.config.mailHeld)).toMatchObject({ held: true, counts: { pending: 1, sent: 0, failed: 0 } });
    } finally {
      await closeTestApp(app);
    }
  });
});
