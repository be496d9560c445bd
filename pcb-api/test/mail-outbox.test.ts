import type { MailOutboxView } from '@pcb/contract';
import { mailOutbox, type MailMessage } from '../src/modules/mail/repository';
import { DELIVERY_POLICY, deliverDueMail, retryDelaySeconds, type MailTransport } from '../src/modules/mail/service';
import { orderLifecycle, UNPAID } from '../src/modules/transactions/lifecycle';
import { adminToken, bearer, buyerToken, json, useTestApp } from './helpers';
import { orderStatus, placeOrder, productWith } from './orders';

// The app's own delivery loop stays out of the way: the tests run deliveries themselves.
const testApp = useTestApp({ MAIL_CHECK_INTERVAL: '1h' });

const mail = (n: number): MailMessage => ({ to: `buyer${n}@example.com`, subject: `Surat ${n}`, text: `isi ${n}`, html: `<p>isi ${n}</p>` });

/** Rows queued by the test only: the seed's and other tests' mail are cleared first. */
async function freshOutbox() {
  await testApp().db.query('DELETE FROM outbox');
  return mailOutbox(testApp().db);
}

async function rows() {
  return testApp().db.query<{ dedupe_key: string; status: string; attempts: number; last_error: string | null; retry_in: number }>(
    `SELECT dedupe_key, status, attempts, last_error, round(extract(epoch FROM next_attempt_at - now()))::int AS retry_in FROM outbox ORDER BY dedupe_key`,
  );
}

/** A transport that records what it sends, or fails every send with `failure`. */
function transport(failure?: string): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (failure) throw new Error(failure);
      sent.push(message);
    },
  };
}

const policy = { ...DELIVERY_POLICY, maxAttempts: 3, firstRetrySeconds: 30, batch: 5 };
/** Makes every pending mail due now, as if its wait had passed. */
const timePasses = () => testApp().db.query(`UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'`);

describe('the mail outbox', () => {
  it('queues one mail per event key', async () => {
    const outbox = await freshOutbox();
    expect(await outbox.enqueue('order:1:sudah-bayar', mail(1))).toBe(true);
    expect(await outbox.enqueue('order:1:sudah-bayar', mail(2))).toBe(false);
    expect(await rows()).toMatchObject([{ dedupe_key: 'order:1:sudah-bayar', status: 'pending', attempts: 0 }]);
  });

  it('loses the mail with the change when its transaction rolls back', async () => {
    await freshOutbox();
    const app = testApp();
    const board = await productWith(app, 0, { stock: 4 });
    const id = (await placeOrder(app, bearer(await buyerToken(app)), { standart: [{ id: board._id, quantity: 1 }] })).body.data._id;
    const lifecycle = orderLifecycle({ db: app.db, publicUrl: 'http://shop.test' });
    const failingWrite = async () => {
      throw new Error('the payment row could not be written');
    };
    await expect(lifecycle.move(id, UNPAID, 'sudah-bayar', { alongside: failingWrite })).rejects.toThrow('the payment row');
    expect(await orderStatus(app, id)).toBe('menunggu-pembayaran');
    expect(await rows()).toEqual([]);

    expect(await lifecycle.move(id, UNPAID, 'sudah-bayar')).toBe(true);
    expect(await rows()).toMatchObject([{ dedupe_key: `order:${id}:sudah-bayar`, status: 'pending' }]);
  });

  it('delivers due mail once and records it as sent', async () => {
    const outbox = await freshOutbox();
    await outbox.enqueue('a', mail(1));
    const smtp = transport();
    expect(await deliverDueMail(testApp().db, smtp, policy)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await deliverDueMail(testApp().db, smtp, policy)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.sent).toEqual([mail(1)]);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }]);
  });

  it('retries a failed send later, waiting twice as long each time, and gives up after the last attempt', async () => {
    const outbox = await freshOutbox();
    await outbox.enqueue('a', mail(1));
    const down = transport('connect ECONNREFUSED 127.0.0.1:25');

    expect(await deliverDueMail(testApp().db, down, policy)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:25', retry_in: 30 }]);
    // Not due yet: nothing is tried.
    expect(await deliverDueMail(testApp().db, down, policy)).toEqual({ sent: 0, retried: 0, failed: 0 });

    await timePasses();
    expect(await deliverDueMail(testApp().db, down, policy)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 2, retry_in: 60 }]);

    await timePasses();
    expect(await deliverDueMail(testApp().db, down, policy)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 3 }]);
    await timePasses();
    expect(await deliverDueMail(testApp().db, transport(), policy)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('sends a mail that failed once when the server is back', async () => {
    const outbox = await freshOutbox();
    await outbox.enqueue('a', mail(1));
    await deliverDueMail(testApp().db, transport('421 try again later'), policy);
    await timePasses();
    const back = transport();
    expect(await deliverDueMail(testApp().db, back, policy)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(back.sent).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  it('spaces retries 30 s, 1, 2, 4, 8, 16 and 32 min apart by default, capped at an hour', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelaySeconds(attempts, DELIVERY_POLICY));
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, null]);
    expect(retryDelaySeconds(10, { ...DELIVERY_POLICY, maxAttempts: 20 })).toBe(3600);
  });

  it('gives each mail to one of two delivery loops running at once', async () => {
    const outbox = await freshOutbox();
    for (let n = 0; n < 23; n += 1) await outbox.enqueue(`m${n}`, mail(n));
    const [a, b] = [transport(), transport()];
    await Promise.all([deliverDueMail(testApp().db, a, policy), deliverDueMail(testApp().db, b, policy)]);
    const subjects = [...a.sent, ...b.sent].map((m) => m.subject);
    expect(subjects).toHaveLength(23);
    expect(new Set(subjects).size).toBe(23);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('skips a mail another instance has claimed, and takes it again once that claim lapses', async () => {
    const outbox = await freshOutbox();
    await outbox.enqueue('a', mail(1));
    expect(await outbox.claimDue(5, 120)).toHaveLength(1);
    // The claimer died without recording anything.
    expect(await deliverDueMail(testApp().db, transport(), policy)).toEqual({ sent: 0, retried: 0, failed: 0 });
    await timePasses();
    expect(await deliverDueMail(testApp().db, transport(), policy)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });
});

describe('GET /api/admin/mail-outbox', () => {
  it('shows the admin the count per status and each mail’s state, without its body', async () => {
    const outbox = await freshOutbox();
    await outbox.enqueue('a', mail(1));
    await outbox.enqueue('b', mail(2));
    // PGlite's clock counts milliseconds: 'a' is made older so that the two never share a timestamp.
    await testApp().db.query(`UPDATE outbox SET created_at = created_at - interval '1 second' WHERE dedupe_key = 'a'`);
    await deliverDueMail(testApp().db, transport('550 mailbox unavailable'), { ...policy, maxAttempts: 1, batch: 1 });
    const admin = bearer(await adminToken(testApp()));
    const { status, body } = await json<MailOutboxView>(testApp(), { method: 'GET', url: '/api/admin/mail-outbox', headers: admin });
    expect(status).toBe(200);
    expect(body.counts).toEqual({ pending: 0, sent: 0, failed: 2 });
    expect(body.mails[0]).toMatchObject({ to: 'buyer2@example.com', subject: 'Surat 2', status: 'failed', attempts: 1, last_error: '550 mailbox unavailable' });
    expect(body.mails[0]).not.toHaveProperty('text');
    expect(body.mails[0]).not.toHaveProperty('html');

    const failed = await json<MailOutboxView>(testApp(), { method: 'GET', url: '/api/admin/mail-outbox?status=pending', headers: admin });
    expect(failed.body.mails).toEqual([]);
    expect(await json(testApp(), { method: 'GET', url: '/api/admin/mail-outbox?status=lost', headers: admin })).toMatchObject({
      status: 400,
      body: { message: 'status harus pending, sent atau failed' },
    });
  });

  it('is for admins only', async () => {
    const buyer = bearer(await buyerToken(testApp()));
    expect((await json(testApp(), { method: 'GET', url: '/api/admin/mail-outbox', headers: buyer })).status).toBe(403);
    expect((await json(testApp(), { method: 'GET', url: '/api/admin/mail-outbox' })).status).toBe(401);
  });
});
