import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../src/modules/mail/repository';
import { eventually, json, useTestScene } from './helpers';
import { orderScene, placeOrder } from './orders';

// Mail goes to a port where nothing listens, every second; unpaid orders are past their deadline at once,
// and the expiry job, paused, leaves them there: the backlog it would have to catch up.
const scene = useTestScene(orderScene, { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_CHECK_INTERVAL: '1s', PAYMENT_EXPIRY: '1s', PAYMENT_EXPIRY_SWEEP: 'paused' });
let app: FastifyInstance;
beforeEach(() => ({ app } = scene()));

const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;

/** A metric's value in Prometheus's text format, for the series whose labels contain `labels`. */
async function value(name: string, labels = ''): Promise<number | undefined> {
  const line = (await scrape()).split('\n').find((l) => (l.startsWith(`${name}{`) ? l.includes(labels) : labels === '' && l.startsWith(`${name} `)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const unknown = '6650f1d2a1b2c3d4e5f60718';
    await json(app, { method: 'GET', url: `/api/product/${unknown}` });
    await json(app, { method: 'GET', url: '/no/such/page' });
    const text = await scrape();
    expect(text).toMatch(/^pcb_http_requests_total\{route="\/api\/product\/:id",method="GET",status="404"\} 1$/m);
    expect(text).toMatch(/^pcb_http_request_duration_seconds_count\{route="\/api\/product\/:id",method="GET",status="404"\} 1$/m);
    expect(text).toMatch(/^pcb_http_requests_total\{route="unmatched",method="GET",status="404"\} 1$/m);
    expect(text).not.toContain(unknown);
    expect(text).not.toContain('/no/such/page');
  });

  it('shows the process, the pool and the design-inspection queue', async () => {
    const text = await scrape();
    for (const name of [
      'pcb_process_resident_memory_bytes',
      'pcb_nodejs_heap_size_used_bytes',
      'pcb_nodejs_eventloop_lag_p99_seconds',
      'pcb_db_pool_total',
      'pcb_db_pool_idle',
      'pcb_db_pool_waiting',
      'pcb_design_inspections_running',
      'pcb_design_inspections_waiting',
    ])
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    if (app.db.kind === 'postgres') expect(await value('pcb_db_pool_total')).toBeGreaterThan(0);
  });

  it('shows the outbox: pending, failed for good, the oldest due mail’s wait, and each failed send', async () => {
    await app.db.query('DELETE FROM outbox');
    const outbox = mailOutbox(app.db);
    for (const key of ['a', 'b', 'c']) await outbox.enqueue(key, { to: `${key}@example.com`, subject: key, text: key, html: key });
    await app.db.query(`UPDATE outbox SET status = 'failed' WHERE dedupe_key = 'c'`);
    await app.db.query(`UPDATE outbox SET next_attempt_at = now() + interval '1 hour' WHERE dedupe_key = 'b'`);
    await app.db.query(`UPDATE outbox SET next_attempt_at = now() - interval '90 seconds' WHERE dedupe_key = 'a'`);
    expect(await value('pcb_outbox_failed')).toBe(1);
    expect(await value('pcb_outbox_pending')).toBe(2);
    expect(await value('pcb_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(90);
    // Nothing answers SMTP: the delivery loop's attempt at `a` fails within a second or two.
    await eventually(async () => ((await value('pcb_mail_delivery_failures_total')) ?? 0) >= 1);
  });

  it('reads the outbox once a scrape for its three gauges', async () => {
    const query = jest.spyOn(app.db, 'query');
    try {
      await scrape();
      const outboxReads = query.mock.calls.filter(([sql]) => String(sql).includes('oldest_due_seconds'));
      expect(outboxReads).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('shows the unpaid orders past their deadline that the expiry job has not ended', async () => {
    const { buyer, board } = scene();
    await placeOrder(app, buyer, { standart: [{ id: board._id, quantity: 1 }] });
    await eventually(async () => (await value('pcb_expiry_backlog')) === 1);
  });
});
