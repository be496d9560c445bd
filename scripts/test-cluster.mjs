#!/usr/bin/env node
// `npm run test:cluster`: starts the fleet (scripts/cluster/fleet.mjs, from the existing builds) and
// breaks it on purpose. Each test prints its pass rule and its figures; the run fails on the first broken rule.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { atExit, ports, root, scratch, startFleet, url } from './cluster/fleet.mjs';
import { waitFor } from './processes.mjs';

const LB = url(ports.lb);
const BFFS = ports.bff.map(url);
const APIS = ports.api.map((p) => `${url(p)}/api`);
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
/** Signs the tests' payment notifications; every pcb-api of the tests checks with it. */
const NOTIFICATION_KEY = 'SB-Mid-server-cluster-test-key';
/** The tests place many orders for the one seeded buyer (tests 3 and 4 leave some 150-250 unpaid each); 1000 is the most the config accepts. */
const ORDER_ENV = { MIDTRANS_SERVER_KEY: NOTIFICATION_KEY, MAX_UNPAID_ORDERS: '1000' };
const ADMIN = { email: 'admin@pcb.test', password: 'Admin#12345' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const results = [];

/** `CLUSTER_TESTS=5,6` runs only those (by number); all by default. `CLUSTER_LOGS=1` prints every process's output (HAProxy's request log included). */
const only = process.env.CLUSTER_TESTS?.split(',');

/** Requests the tests sent, and those that got no answer or a 5xx. */
const traffic = { sent: 0, failed: 0 };

/** Runs one test and prints its figures, with the requests it sent and what the balancer retried meanwhile. */
async function test(fleet, name, rule, body) {
  if (only && !only.includes(name.split(' ')[0])) return;
  console.log(`\n== ${name}\n   pass rule: ${rule}`);
  const started = Date.now();
  const [sentBefore, failedBefore, balancerBefore] = [traffic.sent, traffic.failed, await balancerStats(fleet)];
  const figures = await body();
  const balancerAfter = await balancerStats(fleet);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const all = {
    requestsSent: traffic.sent - sentBefore,
    requestsFailed: traffic.failed - failedBefore,
    retriedByBalancer: balancerAfter.retries - balancerBefore.retries,
    redispatchedByBalancer: balancerAfter.redispatches - balancerBefore.redispatches,
    ...figures,
  };
  console.log(`   PASS in ${seconds} s: ${JSON.stringify(all)}`);
  results.push({ name, seconds, ...all });
}

/** A fetch that never throws: `status` 0 when nothing answered. Counted in `traffic`. */
async function call(target, init = {}) {
  const response = await fetchText(target, init);
  traffic.sent += 1;
  if (response.status === 0 || response.status >= 500) traffic.failed += 1;
  return response;
}

async function fetchText(target, init) {
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(15_000), ...init });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text, headers: response.headers };
  } catch (error) {
    const cause = error.cause ? ` (${error.cause.code ?? error.cause.message})` : '';
    return { status: 0, type: '', text: `${error}${cause}`, headers: new Headers() };
  }
}

const postJson = (target, body, cookie) =>
  call(target, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

async function signIn(base, role) {
  const response = await postJson(`${base}/bff${role === 'admin' ? '/admin' : ''}/login`, role === 'admin' ? ADMIN : BUYER);
  assert.equal(response.status, 200, `${role} login: ${response.status} ${response.text}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const redisCli = (...args) => spawnSync('redis-cli', ['-p', String(ports.redis), ...args], { encoding: 'utf8' });

/**
 * Mixed traffic through the balancer until stopped: catalogue, pages, pictures, and signed-in writes: cart
 * additions and removals, orders (which take stock) and cancellations of every other order (which give it back).
 */
function mixedLoad({ cookie, productId, picture, cart, concurrency = 6 }) {
  const figures = { sent: 0, failed: 0, reads: 0, failedReads: 0, writes: 0, failedWrites: 0, failures: [] };
  /** What the writer saw acknowledged, and how many orders it sent without an answer (those may or may not exist). */
  const orders = { placed: [], cancelled: [], unacknowledged: 0 };
  let running = true;
  /** The cart row of the product, as the writer knows it: an earlier load may have ended with it in the cart. */
  let cartRow = rowOf(cart, productId);
  let toCancel = null;
  let step = 0;
  const reads = ['/bff/api/product', '/', `/bff/files/${picture}`, `/bff/api/product/${productId}`];
  const lost = (response) => response.status === 0 || response.status >= 500;

  async function changeCart() {
    const response = cartRow
      ? await call(`${LB}/bff/api/cart/delete/${cartRow}`, { method: 'DELETE', headers: { 'x-csrf': '1', cookie } })
      : await postJson(`${LB}/bff/api/cart/add-product`, { id_product: productId }, cookie);
    if (response.status < 400) cartRow = cartRow ? null : JSON.parse(response.text).data._id;
    // An answer lost with its server may still have been applied once: look, as a client retrying would.
    else cartRow = rowOf(await cartOf(cookie), productId);
    return response;
  }

  async function placeOrder() {
    const response = await postJson(`${LB}/bff/api/transaction`, orderOf(productId, (step % 3) + 1), cookie);
    if (response.status === 201) {
      const id = JSON.parse(response.text).data._id;
      orders.placed.push(id);
      if (orders.placed.length % 2 === 0) toCancel = id;
    } else if (lost(response)) orders.unacknowledged += 1;
    return response;
  }

  async function cancelOrder() {
    const id = toCancel;
    toCancel = null;
    const response = await call(`${LB}/bff/api/transaction/cancel`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf': '1', cookie },
      body: JSON.stringify({ id }),
    });
    if (response.status < 400) orders.cancelled.push(id);
    return response;
  }

  /** One writer, so each write's expected effect is known. An order is placed only with the product out of the cart. */
  function write() {
    if (cartRow) return changeCart();
    if (toCancel) return cancelOrder();
    step += 1;
    return step % 2 === 1 ? changeCart() : placeOrder();
  }

  async function worker(index) {
    for (let i = 0; running; i++) {
      const isWriter = index === 0;
      const at = new Date().toISOString().slice(11, 23);
      const response = isWriter ? await write() : await call(`${LB}${reads[i % reads.length]}`, { headers: { cookie } });
      figures.sent += 1;
      figures[isWriter ? 'writes' : 'reads'] += 1;
      // A 409 "already in cart", 404 "not in cart" or a refused cancel would mean a write applied twice: counted as a failure.
      if (response.status === 0 || response.status >= 400) {
        figures.failed += 1;
        figures[isWriter ? 'failedWrites' : 'failedReads'] += 1;
        const what = isWriter ? 'write' : `read ${reads[i % reads.length]}`;
        if (figures.failures.length < 5) figures.failures.push(`${what} at ${at}: ${response.status} ${response.text.slice(0, 80)}`);
      }
    }
  }
  const workers = Array.from({ length: concurrency }, (_, i) => worker(i));
  return {
    figures,
    async stop() {
      running = false;
      await Promise.all(workers);
      return { figures, orders, inCart: cartRow !== null };
    },
  };
}

/**
 * HAProxy's retries and redispatches so far: `wretr` and `wredis` of `show stat` on its admin socket,
 * from the backends' own rows (the servers' rows count the same events again).
 */
function balancerStats(fleet) {
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = net.createConnection(fleet.haproxySocket, () => socket.end('show stat\n'));
    socket.on('data', (chunk) => (out += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [header, ...lines] = out.split('\n').filter(Boolean);
      const columns = header?.replace(/^# /, '').split(',') ?? [];
      const backends = lines.map((line) => line.split(',')).filter((row) => row[columns.indexOf('svname')] === 'BACKEND');
      if (backends.length === 0) return reject(new Error(`HAProxy's stats socket gave no backends: ${out.slice(0, 200)}`));
      const sum = (name) => backends.reduce((total, row) => total + Number(row[columns.indexOf(name)] || 0), 0);
      resolve({ retries: sum('wretr'), redispatches: sum('wredis') });
    });
  });
}

async function sql(connectionString, text) {
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const rowOf = (cart, productId) => cart.find((row) => row.id_product._id === productId)?._id ?? null;

/** The checkout's body for `quantity` of one product, sent by JNE REG. */
const orderOf = (productId, quantity = 1) => ({
  product: [{ standart: [{ id_product: productId, quantity }], costom_prototype: [], costom_assembly: [] }],
  expedition: [{ courier: 'jne', shipping_option: 'REG' }],
});

/** A settlement for the order's payment, signed as the provider signs it. */
function settlementOf({ order_id, amount }) {
  const statusCode = '200';
  const grossAmount = `${amount}.00`;
  const signature = createHash('sha512').update(`${order_id}${statusCode}${grossAmount}${NOTIFICATION_KEY}`).digest('hex');
  return {
    order_id,
    transaction_status: 'settlement',
    status_code: statusCode,
    gross_amount: grossAmount,
    payment_type: 'qris',
    fraud_status: 'accept',
    signature_key: signature,
  };
}

const tally = (values) => values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

async function until(check, { timeoutMs = 30_000, everyMs = 100, what = 'the condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

async function cartOf(cookie) {
  const response = await call(`${LB}/bff/api/cart`, { headers: { cookie } });
  return JSON.parse(response.text);
}

async function main() {
  const started = Date.now();
  const fleet = await startFleet({ quiet: !process.env.CLUSTER_LOGS, extraEnv: { BCRYPT_ROUNDS: '4', LOG_LEVEL: 'warn', ...ORDER_ENV } });
  const unexpected = [];
  fleet.onUnexpectedExit = (name, code) => unexpected.push(`${name} (${code})`);
  // A connection per statement: the tests restart the server under the harness too.
  const db = { query: (text) => sql(fleet.databaseUrl, text) };
  try {
    // What one seed gives: the fleet's own database, seeded by its first instance, before any test writes.
    const seedCounts = (await db.query(`SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM users)::int AS users`)).rows[0];
    const admin = await signIn(LB, 'admin');
    const buyer = await signIn(LB, 'buyer');
    const [product] = JSON.parse((await call(`${LB}/bff/api/product`)).text);

    await test(fleet, '1 upload visibility', 'a picture uploaded through the balancer is read through each BFF and each pcb-api directly', async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        product_name: 'Cluster board',
        id_category: product.id_category._id,
        harga: '1000',
        stock: '5',
        weight: '10',
        description: 'uji cluster',
      }))
        form.append(k, String(v));
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
        'hex',
      );
      form.append('image', new Blob([png], { type: 'image/png' }), 'board.png');
      const saved = await call(`${LB}/bff/admin/api/admin/product`, { method: 'POST', headers: { 'x-csrf': '1', cookie: admin }, body: form });
      assert.equal(saved.status, 201, saved.text);
      const picture = JSON.parse(saved.text).data.picture_url;
      const reads = [...BFFS.map((b) => `${b}/bff/files/${picture}`), ...APIS.map((a) => `${a}/${picture}`), ...Array(10).fill(`${LB}/bff/files/${picture}`)];
      const answers = await Promise.all(reads.map((r) => call(r)));
      const ok = answers.filter((a) => a.status === 200 && a.type === 'image/png').length;
      assert.equal(ok, reads.length, JSON.stringify(answers.map((a) => a.status)));
      return { picture, reads: reads.length, ok };
    });

    await test(fleet, '2 shared rate limit', 'the 11th wrong login within a minute, alternating between the two BFFs, gets 429', async () => {
      redisCli('FLUSHALL');
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await postJson(`${BFFS[i % 2]}/bff/login`, { email: BUYER.email, password: 'salah' })).status);
      assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
      return { statuses: statuses.join(' ') };
    });

    await test(
      fleet,
      '10 one release store',
      'each BFF names, for each remote, the release live in the shared store, and its remoteEntry.js loads through the page',
      async () => {
        const live = {};
        for (const name of ['shop', 'admin']) live[name] = JSON.parse((await call(`${url(ports[name])}/live.json`)).text).pointer.live;
        for (const bff of BFFS) {
          const { remotes } = JSON.parse((await call(`${bff}/bff/remotes`)).text);
          for (const remote of remotes) {
            assert.equal(remote.release, live[remote.name], `${bff}: ${remote.name}`);
            assert.equal(remote.refused, undefined, `${bff}: ${remote.name} refused: ${remote.refused}`);
            assert.equal((await call(remote.entry)).status, 200, remote.entry);
          }
        }
        return { live };
      },
    );

    const picture = product.picture_url;
    /** Enough stock for every order a load can place; the load's orders are those made from `since` on. */
    const stockAtStart = async () => (await db.query(`UPDATE products SET stock = 100000 WHERE id = '${product._id}' RETURNING stock, now() AS since`)).rows[0];
    const underLoad = async (seconds, fault) => {
      const cartBefore = await cartOf(buyer);
      const start = await stockAtStart();
      const load = mixedLoad({ cookie: buyer, productId: product._id, picture, cart: cartBefore });
      const faultFigures = await fault();
      const remaining = seconds * 1000 - faultFigures.elapsedMs;
      if (remaining > 0) await sleep(remaining);
      const { figures, orders, inCart } = await load.stop();
      const cart = await cartOf(buyer);
      const rows = cart.filter((row) => row.id_product._id === product._id).length;
      return { figures, inCart, rows, cartBefore: cartBefore.length, stock: await stockAddsUp(start, orders), ...faultFigures };
    };

    /**
     * In the database: each acknowledged order exists, each acknowledged cancel gave its stock back, any other
     * order of the load comes from a write that got no answer (one at most each), and the stock is the
     * starting stock minus the units of the load's orders that still hold theirs.
     */
    const stockAddsUp = async (start, orders) => {
      const { rows } = await db.query(
        `SELECT t.id, t.status, t.stock_released, i.quantity FROM transactions t JOIN transaction_items i ON i.transaction_id = t.id
          WHERE i.id_product = '${product._id}' AND t.created_at >= '${start.since.toISOString()}'`,
      );
      const found = new Map(rows.map((row) => [row.id.trim(), row]));
      const missing = orders.placed.filter((id) => !found.has(id));
      assert.deepEqual(missing, [], 'every acknowledged order exists');
      assert.equal(rows.length, found.size, 'one row per order');
      const unasked = rows.length - orders.placed.length;
      assert.ok(unasked <= orders.unacknowledged, `${unasked} orders nobody saw placed, for ${orders.unacknowledged} unanswered writes`);
      const notReleased = orders.cancelled.filter((id) => !found.get(id).stock_released || found.get(id).status !== 'dibatalkan-pembeli');
      assert.deepEqual(notReleased, [], 'every acknowledged cancel gave its stock back');
      const held = rows.filter((row) => !row.stock_released).reduce((units, row) => units + row.quantity, 0);
      const [{ stock }] = (await db.query(`SELECT stock FROM products WHERE id = '${product._id}'`)).rows;
      assert.equal(stock, start.stock - held, `stock ${stock} = ${start.stock} - ${held} units held`);
      return {
        orders: rows.length,
        acknowledged: orders.placed.length,
        unacknowledged: orders.unacknowledged,
        cancelled: orders.cancelled.length,
        unitsHeld: held,
        stockBefore: start.stock,
        stockAfter: stock,
      };
    };

    await test(
      fleet,
      '3 a pcb-api killed mid-load',
      'kill -9 of api1 during 20 s of mixed load: zero failed reads; each write applied once (cart and orders match the writer); stock = start - units of the orders still holding stock',
      async () => {
        const run = await underLoad(20, async () => {
          const t0 = Date.now();
          await sleep(5_000);
          await fleet.stop('api1', 'SIGKILL');
          await sleep(5_000);
          const restartAt = Date.now();
          fleet.start('api1');
          await fleet.ready('api1', 60_000);
          return { elapsedMs: Date.now() - t0, api1BackInMs: Date.now() - restartAt };
        });
        const { figures, inCart, rows } = run;
        assert.equal(figures.failedReads, 0, figures.failures.join(' | '));
        assert.equal(rows, inCart ? 1 : 0, 'cart row count matches the successful writes');
        assert.ok(figures.failedWrites <= 1, `at most the write in flight at the kill fails: ${figures.failures.join(' | ')}`);
        return {
          loadSent: figures.sent,
          loadFailed: figures.failed,
          failedReads: figures.failedReads,
          failedWrites: figures.failedWrites,
          api1BackInMs: run.api1BackInMs,
          stock: run.stock,
          failures: figures.failures,
        };
      },
    );

    await test(
      fleet,
      '4 rolling restart',
      'SIGTERM and restart of bff1, bff2, api1, api2 in turn, under mixed load: zero errors; stock = start - units of the orders still holding stock',
      async () => {
        const restarts = {};
        const run = await underLoad(0, async () => {
          const t0 = Date.now();
          for (const name of ['bff1', 'bff2', 'api1', 'api2']) {
            const at = Date.now();
            await fleet.stop(name, 'SIGTERM');
            fleet.start(name);
            await fleet.ready(name, 60_000);
            // Back in rotation: HAProxy needs two passed checks.
            await sleep(1_500);
            restarts[name] = Date.now() - at;
          }
          return { elapsedMs: Date.now() - t0 };
        });
        const { figures, inCart, rows } = run;
        assert.equal(figures.failed, 0, figures.failures.join(' | '));
        assert.equal(rows, inCart ? 1 : 0);
        return { loadSent: figures.sent, loadFailed: figures.failed, restartMs: restarts, stock: run.stock };
      },
    );

    await test(
      fleet,
      '5 PostgreSQL restart',
      'every pcb-api keeps its pid and is ready within 10 s; meanwhile the BFF answers 200 or JSON 502/503/504, never a hang',
      async () => {
        if (!fleet.postgres) return { skipped: 'DATABASE_URL given: the server is not ours to restart' };
        const pids = [fleet.pid('api1'), fleet.pid('api2')];
        const statuses = {};
        let probing = true;
        const probe = (async () => {
          while (probing) {
            const r = await call(`${BFFS[0]}/bff/api/product`);
            const key = r.status === 200 ? '200' : `${r.status} ${r.type.startsWith('application/json') ? 'json' : r.type || 'none'}`;
            statuses[key] = (statuses[key] ?? 0) + 1;
            await sleep(100);
          }
        })();
        await sleep(500);
        const t0 = Date.now();
        fleet.postgres.stop();
        await sleep(3_000);
        fleet.postgres.start();
        const back = Date.now();
        await Promise.all(APIS.map((a) => waitFor(`${a}/health/ready`, { timeoutMs: 10_000 })));
        const readyInMs = Date.now() - back;
        // The balancer puts them back after two passed checks: the shop answers again from then on.
        await Promise.all(BFFS.map((b) => waitFor(`${b}/bff/health/ready`, { timeoutMs: 10_000 })));
        const shopBackInMs = Date.now() - back;
        probing = false;
        await probe;
        assert.deepEqual([fleet.pid('api1'), fleet.pid('api2')], pids);
        for (const key of Object.keys(statuses)) assert.match(key, /^(200|50[234] json)$/, `unexpected answer ${key}`);
        return { downMs: back - t0, apisReadyAgainInMs: readyInMs, shopReadyAgainInMs: shopBackInMs, samePids: true, answers: statuses };
      },
    );

    await test(fleet, '6 Redis stopped', 'with Redis down logins work (no limit); once it is back the 11th wrong login gets 429 again', async () => {
      await fleet.stop('redis');
      await waitFor(`${BFFS[0]}/bff/health/ready`, { status: 503, timeoutMs: 10_000 });
      const whileDown = [];
      let sample = '';
      for (let i = 0; i < 12; i++) {
        const r = await postJson(`${LB}/bff/login`, i === 11 ? BUYER : { email: BUYER.email, password: 'salah' });
        whileDown.push(r.status);
        sample ||= r.status >= 500 ? r.text.slice(0, 200) : '';
      }
      assert.deepEqual(whileDown, [...Array(11).fill(401), 200], sample);
      const t0 = Date.now();
      fleet.start('redis');
      await Promise.all(BFFS.map((b) => waitFor(`${b}/bff/health/ready`, { timeoutMs: 15_000 })));
      const backInMs = Date.now() - t0;
      redisCli('FLUSHALL');
      const after = [];
      for (let i = 0; i < 11; i++) after.push((await postJson(`${BFFS[i % 2]}/bff/login`, { email: BUYER.email, password: 'salah' })).status);
      assert.equal(after[10], 429);
      return { whileDown: whileDown.join(' '), limitsBackInMs: backInMs, afterwards: after.join(' ') };
    });

    await test(
      fleet,
      '7 concurrent cold start',
      'two pcb-apis started together on an empty database, ten times: both ready, migrations and seed applied once',
      async () => {
        const times = [];
        for (let round = 1; round <= 10; round++) {
          const name = `cold_${process.pid}_${round}`;
          await db.query(`CREATE DATABASE ${name}`);
          const databaseUrl = fleet.databaseUrl.replace(/\/[^/]*$/, `/${name}`);
          const t0 = Date.now();
          const apis = await Promise.all([0, 1].map((i) => startApi(databaseUrl, `cold${round}-${i}`)));
          times.push(Date.now() - t0);
          const { rows } = await sql(
            databaseUrl,
            `SELECT (SELECT count(*) FROM schema_migrations)::int AS migrations, (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM users)::int AS users`,
          );
          await Promise.all(apis.map((a) => a.stop()));
          await db.query(`DROP DATABASE ${name}`);
          assert.equal(rows[0].migrations, MIGRATIONS, `round ${round}`);
          assert.ok(rows[0].categories > 0 && rows[0].categories === seedCounts.categories, `round ${round}: categories ${rows[0].categories}`);
          assert.equal(rows[0].users, seedCounts.users, `round ${round}: users`);
        }
        return { rounds: 10, bothReadyMs: times.join(' ') };
      },
    );

    await test(
      fleet,
      '8 notifications',
      'the same signed settlement sent ten times at once to each pcb-api: one state change, one history line, one mail queued and delivered',
      async () => {
        const placed = await postJson(`${LB}/bff/api/transaction`, orderOf(product._id), buyer);
        assert.equal(placed.status, 201, placed.text);
        const id = JSON.parse(placed.text).data._id;
        const started = await postJson(`${LB}/bff/api/service/payments/create-payment`, { transactionId: id }, buyer);
        assert.ok(started.status < 300, started.text);
        const [payment] = (await db.query(`SELECT order_id, amount FROM payments WHERE transaction_id = '${id}'`)).rows;
        const body = JSON.stringify(settlementOf(payment));
        const notify = (api) =>
          call(`${api}/service/payments/midtrans/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const answers = await Promise.all(APIS.flatMap((api) => Array.from({ length: 10 }, () => notify(api))));
        const messages = tally(answers.map((a) => `${a.status} ${a.status === 200 ? JSON.parse(a.text).message : a.text.slice(0, 60)}`));
        assert.deepEqual(messages, { '200 Payment status updated': 1, '200 Payment status unchanged': 19 });
        const [order] = (
          await db.query(
            `SELECT t.status, (SELECT count(*)::int FROM transaction_history h WHERE h.transaction_id = t.id AND h.status = 'sudah-bayar') AS lines
           FROM transactions t WHERE t.id = '${id}'`,
          )
        ).rows;
        assert.deepEqual(order, { status: 'sudah-bayar', lines: 1 });
        const t0 = Date.now();
        const mails = await until(
          async () => {
            const { rows } = await db.query(`SELECT status, attempts FROM outbox WHERE dedupe_key = 'order:${id}:sudah-bayar'`);
            return rows.length === 1 && rows[0].status === 'sent' ? rows : null;
          },
          { what: 'the paid mail being sent' },
        );
        const [{ count: paidMails }] = (await db.query(`SELECT count(*)::int FROM outbox WHERE dedupe_key LIKE 'order:${id}:%'`)).rows;
        assert.equal(paidMails, 1);
        return {
          notifications: answers.length,
          answers: messages,
          stateChanges: order.lines,
          mails: paidMails,
          mailAttempts: mails[0].attempts,
          mailSentWithinMs: Date.now() - t0,
        };
      },
    );

    await test(
      fleet,
      '9 expiry exactly once',
      'two pcb-apis with a short PAYMENT_EXPIRY sweep 120 overdue orders; one is killed -9 mid-sweep: every order expires once, the stock is exact',
      async () => {
        const ORDERS = 120;
        const name = `expiry_${process.pid}`;
        await db.query(`CREATE DATABASE ${name}`);
        const databaseUrl = fleet.databaseUrl.replace(/\/[^/]*$/, `/${name}`);
        // One signing key for both, so the buyer's session works on each.
        const apiEnv = { ...ORDER_ENV, PAYMENT_EXPIRY: '60s', JWT_SECRET: randomBytes(32).toString('hex') };
        const apis = await Promise.all([0, 1].map((i) => startApi(databaseUrl, `expiry${i + 1}`, apiEnv)));
        try {
          const login = await postJson(`${apis[0].url}/api/login/buyer`, BUYER);
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${JSON.parse(login.text).user.token}` };
          const [{ id: productId }] = (await sql(databaseUrl, `UPDATE products SET stock = 1000 WHERE id = (SELECT min(id) FROM products) RETURNING id`)).rows;
          const quantities = Array.from({ length: ORDERS }, (_, i) => (i % 3) + 1);
          const statuses = [];
          for (let i = 0; i < ORDERS; i += 6) {
            const batch = quantities
              .slice(i, i + 6)
              .map((quantity, j) =>
                call(`${apis[j % 2].url}/api/transaction`, { method: 'POST', headers, body: JSON.stringify(orderOf(productId, quantity)) }),
              );
            statuses.push(...(await Promise.all(batch)).map((r) => r.status));
          }
          assert.deepEqual(tally(statuses), { 201: ORDERS });
          const stockOf = async () => (await sql(databaseUrl, `SELECT stock FROM products WHERE id = '${productId}'`)).rows[0].stock;
          const ordered = quantities.reduce((a, b) => a + b, 0);
          assert.equal(await stockOf(), 1000 - ordered);
          const expiredCount = async () =>
            (await sql(databaseUrl, `SELECT count(*)::int AS n FROM transactions WHERE status = 'pembayaran-kadarluarsa'`)).rows[0].n;
          // Overdue all at once (before any is by itself), so the next sweeps (every 15 s) find the whole lot.
          await sql(databaseUrl, `UPDATE transactions SET created_at = now() - interval '1 hour'`);
          const t0 = Date.now();
          await until(async () => (await expiredCount()) > 0, { everyMs: 5, timeoutMs: 30_000, what: 'a first expiry' });
          apis[0].child.kill('SIGKILL');
          const expiredAtKill = await expiredCount();
          assert.ok(expiredAtKill < ORDERS, 'the kill came after the sweep had ended: nothing was tested');
          await until(async () => (await expiredCount()) === ORDERS, { timeoutMs: 45_000, what: 'every order expiring' });
          const allExpiredInMs = Date.now() - t0;
          const [check] = (
            await sql(
              databaseUrl,
              `SELECT (SELECT count(*)::int FROM transaction_history WHERE status = 'pembayaran-kadarluarsa') AS lines,
                  (SELECT count(*)::int FROM (SELECT 1 FROM transaction_history WHERE status = 'pembayaran-kadarluarsa' GROUP BY transaction_id HAVING count(*) <> 1) twice) AS twice,
                  (SELECT count(*)::int FROM transactions WHERE NOT stock_released) AS holding`,
            )
          ).rows;
          const stock = await stockOf();
          assert.deepEqual({ ...check, stock }, { lines: ORDERS, twice: 0, holding: 0, stock: 1000 });
          return { orders: ORDERS, unitsOrdered: ordered, expiredWhenApiKilled: expiredAtKill, allExpiredInMs, expiryLines: check.lines, stockAfter: stock };
        } finally {
          await Promise.all(apis.map((a) => a.stop()));
          await db.query(`DROP DATABASE ${name} WITH (FORCE)`);
        }
      },
    );

    assert.deepEqual(unexpected, [], `processes ended on their own: ${unexpected.join(', ')}`);
  } finally {
    await fleet.stopAll();
    fleet.postgres?.remove();
  }
  console.log(`\ncluster tests: ${results.length} passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const MIGRATIONS = fs.readdirSync(path.join(root, 'pcb-api/migrations')).filter((f) => f.endsWith('.sql')).length;

/** The cold-start test's own pcb-apis: whatever ends this process, they end with it. */
const coldStarts = new Set();
atExit(() => coldStarts.forEach((child) => child.kill('SIGKILL')));

/** A pcb-api of its own on a free port (port 0), read from its start line. */
function startApi(databaseUrl, instance, extraEnv = {}) {
  const child = spawn(process.execPath, ['pcb-api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...extraEnv,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      INSTANCE_ID: instance,
      BCRYPT_ROUNDS: '4',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(scratch, instance),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  coldStarts.add(child);
  child.once('exit', () => coldStarts.delete(child));
  let errors = '';
  child.stderr.on('data', (c) => (errors += c));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', async (chunk) => {
      const match = /listening on (http:\/\/[^ ]+)\/api/.exec(String(chunk));
      if (!match) return;
      await waitFor(`${match[1]}/api/health/ready`);
      resolve({
        child,
        url: match[1],
        stop: () => new Promise((done) => (child.exitCode !== null || child.signalCode ? done() : (child.once('exit', done), child.kill('SIGTERM')))),
      });
    });
    child.once('exit', (code) => reject(new Error(`${instance} exited (${code}): ${errors.slice(0, 500)}`)));
  });
}

// Ctrl-C or a CI time-out: exiting kills every process the run started (see startFleet) and removes its files.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    console.error(`\nFAIL: stopped by ${signal}`);
    process.exit(1);
  });

main().catch((error) => {
  console.error(`\nFAIL: ${error.message}`);
  process.exit(1);
});
