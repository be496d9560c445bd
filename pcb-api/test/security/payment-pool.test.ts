import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { useTestScene } from '../helpers';
import { orderScene, placeOrder, productWith } from '../orders';

/**
 * Issue 35's high finding: create-payment took a lock on one pooled connection and then needed a second
 * one, so a burst of payments held every connection and the rest of the API waited for the pool's 5 s.
 * PGlite has no pool: this only means something on PostgreSQL.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const CALLS = 40;
const scene = useTestScene(async (app) => ({ ...(await orderScene(app)), stocked: await productWith(app, 1, { stock: 1000 }) }), {
  MAX_UNPAID_ORDERS: String(CALLS),
});

const createPayment = (app: FastifyInstance, buyer: Record<string, string>, transactionId: string) =>
  app.inject({ method: 'POST', url: '/api/service/payments/create-payment', headers: buyer, payload: { transactionId } });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Times GET /api/product, one after another, until `busy` settles. */
async function catalogueWhile(app: FastifyInstance, busy: Promise<unknown>) {
  let done = false;
  void busy.finally(() => (done = true));
  const timings: number[] = [];
  const statuses: number[] = [];
  while (!done) {
    const start = performance.now();
    statuses.push((await app.inject({ method: 'GET', url: '/api/product' })).statusCode);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const figures = { statuses, p50: Math.round(percentile(timings, 50)), p95: Math.round(percentile(timings, 95)), samples: timings.length };
  process.stdout.write(`catalogue during ${CALLS} create-payment calls: p50 ${figures.p50} ms, p95 ${figures.p95} ms, ${figures.samples} requests\n`);
  return figures;
}

onPostgres('create-payment on PostgreSQL', () => {
  it(`keeps the catalogue fast and answers no 5xx while ${CALLS} payments start at once`, async () => {
    const { app, buyer, stocked } = scene();
    const ids: string[] = [];
    for (let i = 0; i < CALLS; i++) ids.push((await placeOrder(app, buyer, { standart: [{ id: stocked._id, quantity: 1 }] })).body.data._id);

    const payments = Promise.all(ids.map((id) => createPayment(app, buyer, id)));
    const catalogue = await catalogueWhile(app, payments);
    const paid = (await payments).map((r) => r.statusCode);

    expect(paid.filter((status) => status !== 201)).toEqual([]);
    expect(catalogue.statuses.filter((status) => status >= 500)).toEqual([]);
    expect(catalogue.p95).toBeLessThan(1_000);
  });

  it(`answers ${CALLS} calls naming orders that do not exist at once, with no 5xx`, async () => {
    const { app, buyer } = scene();
    const payments = Promise.all(Array.from({ length: CALLS }, () => createPayment(app, buyer, randomBytes(12).toString('hex'))));
    const catalogue = await catalogueWhile(app, payments);
    expect((await payments).map((r) => r.statusCode)).toEqual(Array(CALLS).fill(404));
    expect(catalogue.statuses.filter((status) => status >= 500)).toEqual([]);
    expect(catalogue.p95).toBeLessThan(1_000);
  });
});
