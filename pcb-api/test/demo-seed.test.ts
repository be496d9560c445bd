import type { FastifyInstance } from 'fastify';
import { REQUEST_STATUSES, TRANSACTION_STATUSES, type RevenueSeries, type ReviewTimeStats, type StatusCounts } from '@pcb/contract';
import { inspectDesignZip } from '../src/lib/design-zip';
import { seedDatabase } from '../src/seed';
import { adminToken, bearer, buyerToken, json, useTestApp } from './helpers';

const DAY = 86_400_000;

const dashboard = async <T>(app: FastifyInstance, path: string) =>
  (await json<T>(app, { method: 'GET', url: `/api/admin/dashboard/${path}`, headers: bearer(await adminToken(app)) })).body;

const count = async (app: FastifyInstance, sql: string) => (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0].n;

describe('SEED_DEMO_HISTORY=true on a fresh database', () => {
  const testApp = useTestApp({ SEED_DEMO_HISTORY: 'true' });
  let app: FastifyInstance;
  beforeEach(() => {
    app = testApp();
  });

  it('gives the dashboard revenue, payments, orders and requests waiting for review', async () => {
    const totals = await dashboard<{ transactions: unknown[]; totalPayment: number }>(app, 'transaksi');
    expect(totals.totalPayment).toBeGreaterThan(0);
    expect(totals.transactions.length).toBeGreaterThanOrEqual(40);
    expect((await dashboard<unknown[]>(app, 'payment')).length).toBeGreaterThan(0);
    expect((await dashboard<{ totalDataCount: number }>(app, 'total-request-costom')).totalDataCount).toBeGreaterThan(0);
  });

  it('draws a revenue chart with paid days and months adding up to Total pendapatan', async () => {
    const days = await dashboard<RevenueSeries>(app, 'revenue?period=day');
    expect(days.points.filter((p) => p.total > 0).length).toBeGreaterThanOrEqual(5);
    const months = await dashboard<RevenueSeries>(app, 'revenue?period=month');
    const total = months.points.reduce((sum, p) => sum + p.total, 0);
    expect(total).toBe((await dashboard<{ totalPayment: number }>(app, 'transaksi')).totalPayment);
  });

  it('has orders in every transaction status and requests of both kinds in every request status', async () => {
    const counts = await dashboard<StatusCounts>(app, 'status-counts');
    expect(counts.transactions.filter((c) => c.count === 0)).toEqual([]);
    expect(counts.customRequests.filter((c) => c.count === 0)).toEqual([]);
    const kinds = await app.db.query<{ kind: string; status: string }>(`SELECT DISTINCT kind, status FROM custom_requests`);
    expect(kinds).toHaveLength(2 * REQUEST_STATUSES.length);
    expect(counts.transactions.map((c) => c.status)).toEqual([...TRANSACTION_STATUSES]);
  });

  it('gives the review time kept figures from the requests’ history: reviews in 30 days, a median below the 90th percentile', async () => {
    const stats = await dashboard<ReviewTimeStats>(app, 'review-time');
    console.log(`demo review time: ${JSON.stringify(stats)}`);
    expect(stats.reviewed).toBeGreaterThanOrEqual(5);
    expect(stats.median_hours).toBeGreaterThan(0);
    expect(stats.p90_hours).toBeGreaterThan(stats.median_hours as number);
    // The seeded reviews take 3 h to 2 days: some are past a 1-day promise, some within it.
    expect(stats.late).toBeGreaterThan(0);
    expect(stats.late).toBeLessThan(stats.reviewed);
  });

  it('spreads everything over the last 90 days, each order’s history ending in its status at its last change', async () => {
    const orders = await app.db.query<{ id: string; status: string; created_at: Date; updated_at: Date; last: string; first_at: Date; last_at: Date }>(
      `SELECT t.id, t.status, t.created_at, t.updated_at,
              (SELECT h.status FROM transaction_history h WHERE h.transaction_id = t.id ORDER BY h.id DESC LIMIT 1) AS last,
              (SELECT min(h.at) FROM transaction_history h WHERE h.transaction_id = t.id) AS first_at,
              (SELECT max(h.at) FROM transaction_history h WHERE h.transaction_id = t.id) AS last_at
         FROM transactions t`,
    );
    for (const order of orders) {
      expect(order.last).toBe(order.status);
      expect(new Date(order.first_at).getTime()).toBe(new Date(order.created_at).getTime());
      expect(new Date(order.last_at).getTime()).toBe(new Date(order.updated_at).getTime());
      expect(Date.now() - new Date(order.created_at).getTime()).toBeLessThan(90 * DAY);
      expect(new Date(order.updated_at).getTime()).toBeLessThanOrEqual(Date.now());
    }
    const spread = orders.map((o) => new Date(o.created_at).getTime());
    expect(Math.max(...spread) - Math.min(...spread)).toBeGreaterThan(60 * DAY);
  });

  it('gives paid orders a settled payment with its notifications, shipped and finished ones a resi', async () => {
    const paid = ['sudah-bayar', 'diproses', 'dikirim', 'selesai'];
    expect(
      await count(
        app,
        `transactions t WHERE t.status = ANY('{${paid}}') AND NOT EXISTS (
         SELECT 1 FROM payments p JOIN payment_notifications n ON n.payment_id = p.id
          WHERE p.transaction_id = t.id AND p.status = 'settlement' AND p.payment_method IS NOT NULL AND n.transaction_status = 'settlement')`,
      ),
    ).toBe(0);
    expect(
      await count(
        app,
        `transactions t JOIN transaction_expeditions e ON e.transaction_id = t.id WHERE t.status IN ('dikirim', 'selesai') AND e.delivery_receipt IS NULL`,
      ),
    ).toBe(0);
    expect(await count(app, `transaction_history WHERE status = 'dikirim' AND note NOT LIKE '% · resi %'`)).toBe(0);
  });

  it('gives every reviewed request a zipped Gerber set (outline, copper and solder mask of both sides, drill), measured like an upload', async () => {
    const requests = await app.db.query<{
      status: string;
      design_file: string | null;
      design_inspection: unknown;
      fields: { width?: string; length?: string };
    }>(`SELECT status, design_file, design_inspection, fields FROM custom_requests`);
    for (const { status, design_file } of requests) expect([status, design_file === null]).toEqual([status, status === 'menunggu-pengajuan']);
    for (const request of requests.filter((r) => r.design_file)) {
      const [folder, name] = request.design_file!.split('/') as ['prototype-design', string];
      const check = await inspectDesignZip((await app.files.read(folder, name))!.data);
      expect(check).toEqual({ ok: true, inspection: request.design_inspection });
    }
    const prototype = requests.find((r) => r.fields.width && r.design_inspection)!;
    expect(prototype.design_inspection).toMatchObject({
      copper_layers: 2,
      width_mm: Number.parseInt(prototype.fields.width!, 10),
      height_mm: Number.parseInt(prototype.fields.length!, 10),
    });
    const layers = (prototype.design_inspection as { files: { layer: string }[] }).files.map((f) => f.layer);
    expect(layers.sort()).toEqual(['copper-bottom', 'copper-top', 'drill', 'outline', 'soldermask', 'soldermask']);
  });

  it('signs the demo buyers in with the documented password', async () => {
    expect(await buyerToken(app, 'siti.rahma@demo.pcb.test', 'Demo#12345')).toEqual(expect.any(String));
    expect(await count(app, `users WHERE email LIKE '%@demo.pcb.test' AND is_verified AND address IS NOT NULL`)).toBe(8);
  });

  it('is never added to a database seeded before', async () => {
    const orders = await count(app, 'transactions');
    await app.db.query(`DELETE FROM app_meta WHERE key = 'seed:demo-history'`);
    expect(await seedDatabase(app)).toEqual([]);
    expect(await count(app, 'transactions')).toBe(orders);
  });
});

describe('the first-start seed without the switch', () => {
  const testApp = useTestApp();

  it('adds no demo buyer, order, payment or custom request', async () => {
    const app = testApp();
    expect(await count(app, `users WHERE email LIKE '%@demo.pcb.test'`)).toBe(0);
    for (const table of ['transactions', 'payments', 'custom_requests']) expect([table, await count(app, table)]).toEqual([table, 0]);
  });
});
