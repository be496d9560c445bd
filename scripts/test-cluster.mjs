#!/usr/bin/env node
// `npm run test:cluster`: starts the fleet (scripts/cluster/fleet.mjs, from the existing builds) and
// breaks it on purpose. Each test prints its pass rule and its figures; the run fails on the first broken rule.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ports, root, startFleet, url } from './cluster/fleet.mjs';
import { waitFor } from './processes.mjs';

const LB = url(ports.lb);
const BFFS = ports.bff.map(url);
const APIS = ports.api.map((p) => `${url(p)}/api`);
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
const ADMIN = { email: 'admin@pcb.test', password: 'Admin#12345' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const results = [];

/** `CLUSTER_TESTS=5,6` runs only those (by number); all by default. `CLUSTER_LOGS=1` prints every process's output (HAProxy's request log included). */
const only = process.env.CLUSTER_TESTS?.split(',');

async function test(name, rule, body) {
  if (only && !only.includes(name.split(' ')[0])) return;
  console.log(`\n== ${name}\n   pass rule: ${rule}`);
  const started = Date.now();
  const figures = await body();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`   PASS in ${seconds} s: ${JSON.stringify(figures)}`);
  results.push({ name, seconds, ...figures });
}

/** A fetch that never throws: `status` 0 when nothing answered. */
async function call(target, init = {}) {
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(15_000), ...init });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text, headers: response.headers };
  } catch (error) {
    return { status: 0, type: '', text: String(error), headers: new Headers() };
  }
}

const postJson = (target, body, cookie) =>
  call(target, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

async function signIn(base, role) {
  const response = await postJson(`${base}/bff${role === 'admin' ? '/admin' : ''}/login`, role === 'admin' ? ADMIN : BUYER);
  assert.equal(response.status, 200, `${role} login: ${response.status} ${response.text}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const redisCli = (...args) => spawnSync('redis-cli', ['-p', String(ports.redis), ...args], { encoding: 'utf8' });

/** Mixed traffic through the balancer until stopped: catalogue, pages, pictures, and signed-in cart writes. */
function mixedLoad({ cookie, productId, picture, concurrency = 6 }) {
  const figures = { sent: 0, failed: 0, reads: 0, failedReads: 0, writes: 0, failedWrites: 0, failures: [] };
  let running = true;
  let cartRow = null;
  const reads = ['/bff/api/product', '/', `/bff/files/${picture}`, `/bff/api/product/${productId}`];
  async function worker(index) {
    for (let i = 0; running; i++) {
      const write = index === 0;
      let response;
      if (write) {
        // One writer, so each write's expected effect is known: add, then remove, in turn.
        response = cartRow
          ? await call(`${LB}/bff/api/cart/delete/${cartRow}`, { method: 'DELETE', headers: { 'x-csrf': '1', cookie } })
          : await postJson(`${LB}/bff/api/cart/add-product`, { id_product: productId }, cookie);
        if (response.status < 400) cartRow = cartRow ? null : JSON.parse(response.text).data._id;
        // An answer lost with its server may still have been applied once: look, as a client retrying would.
        else cartRow = (await cartOf(cookie)).find((row) => row.id_product._id === productId)?._id ?? null;
      } else response = await call(`${LB}${reads[i % reads.length]}`, { headers: { cookie } });
      figures.sent += 1;
      figures[write ? 'writes' : 'reads'] += 1;
      // A 409 "already in cart" or 404 "not in cart" would mean a write applied twice: counted as a failure.
      if (response.status === 0 || response.status >= 400) {
        figures.failed += 1;
        figures[write ? 'failedWrites' : 'failedReads'] += 1;
        if (figures.failures.length < 5) figures.failures.push(`${write ? 'write' : 'read'} ${response.status} ${response.text.slice(0, 80)}`);
      }
    }
  }
  const workers = Array.from({ length: concurrency }, (_, i) => worker(i));
  return {
    figures,
    async stop() {
      running = false;
      await Promise.all(workers);
      return { figures, inCart: cartRow !== null };
    },
  };
}

/** HAProxy's retries and redispatches so far (`wretr` + `wredis` of `show stat` on its admin socket), summed over the servers. */
function balancerRetries(fleet) {
  return new Promise((resolve) => {
    let out = '';
    const socket = net.createConnection(fleet.haproxySocket, () => socket.end('show stat\n'));
    socket.on('data', (chunk) => (out += chunk));
    socket.on('error', () => resolve(null));
    socket.on('close', () => {
      const [header, ...rows] = out.split('\n').filter(Boolean);
      if (!header) return resolve(null);
      const columns = header.replace(/^# /, '').split(',');
      const sum = (name) => rows.reduce((total, row) => total + (Number(row.split(',')[columns.indexOf(name)]) || 0), 0);
      resolve(sum('wretr') + sum('wredis'));
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

async function cartOf(cookie) {
  const response = await call(`${LB}/bff/api/cart`, { headers: { cookie } });
  return JSON.parse(response.text);
}

async function main() {
  const started = Date.now();
  const fleet = await startFleet({ quiet: !process.env.CLUSTER_LOGS, extraEnv: { BCRYPT_ROUNDS: '4', LOG_LEVEL: 'warn' } });
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

    await test('1 upload visibility', 'a picture uploaded through the balancer is read through each BFF and each pcb-api directly', async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ product_name: 'Cluster board', id_category: product.id_category._id, harga: '1000', stock: '5', weight: '10', description: 'uji cluster' }))
        form.append(k, String(v));
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
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

    await test('2 shared rate limit', 'the 11th wrong login within a minute, alternating between the two BFFs, gets 429', async () => {
      redisCli('FLUSHALL');
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await postJson(`${BFFS[i % 2]}/bff/login`, { email: BUYER.email, password: 'salah' })).status);
      assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
      return { statuses: statuses.join(' ') };
    });

    await test('8 one release store', 'each BFF names, for each remote, the release live in the shared store, and its remoteEntry.js loads through the page', async () => {
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
    });

    const picture = product.picture_url;
    const underLoad = async (seconds, fault) => {
      const retriesBefore = await balancerRetries(fleet);
      const cartBefore = await cartOf(buyer);
      const load = mixedLoad({ cookie: buyer, productId: product._id, picture });
      const faultFigures = await fault();
      const remaining = seconds * 1000 - faultFigures.elapsedMs;
      if (remaining > 0) await sleep(remaining);
      const { figures, inCart } = await load.stop();
      const cart = await cartOf(buyer);
      const rows = cart.filter((row) => row.id_product._id === product._id).length;
      const retriesAfter = await balancerRetries(fleet);
      const retried = retriesAfter === null || retriesBefore === null ? 'n/a' : retriesAfter - retriesBefore;
      return { figures, inCart, rows, retried, cartBefore: cartBefore.length, ...faultFigures };
    };

    await test('3 a pcb-api killed mid-load', 'kill -9 of api1 during 20 s of mixed load: zero failed reads; each write applied once (cart matches the writer)', async () => {
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
      return { sent: figures.sent, failed: figures.failed, failedReads: figures.failedReads, failedWrites: figures.failedWrites, retriedByBalancer: run.retried, api1BackInMs: run.api1BackInMs };
    });

    await test('5 PostgreSQL restart', 'every pcb-api keeps its pid and is ready within 10 s; meanwhile the BFF answers 200 or JSON 502/503/504, never a hang', async () => {
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
    });

    await test('6 Redis stopped', 'with Redis down logins work (no limit); once it is back the 11th wrong login gets 429 again', async () => {
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

    await test('7 concurrent cold start', 'two pcb-apis started together on an empty database, ten times: both ready, migrations and seed applied once', async () => {
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
    });

    // Last: it fails now and then (see the closing note), and the others should still report.
    await test('4 rolling restart', 'SIGTERM and restart of bff1, bff2, api1, api2 in turn, under mixed load: zero errors', async () => {
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
      return { sent: figures.sent, failed: figures.failed, retriedByBalancer: run.retried, restartMs: restarts };
    });

    assert.deepEqual(unexpected, [], `processes ended on their own: ${unexpected.join(', ')}`);
  } finally {
    await fleet.stopAll();
    fleet.postgres?.remove();
  }
  console.log(`\ncluster tests: ${results.length} passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const MIGRATIONS = fs.readdirSync(path.join(root, 'pcb-api/migrations')).filter((f) => f.endsWith('.sql')).length;

/** A pcb-api of its own on a free port (port 0), read from its start line. */
function startApi(databaseUrl, instance) {
  const child = spawn(process.execPath, ['pcb-api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATABASE_URL: databaseUrl, INSTANCE_ID: instance, BCRYPT_ROUNDS: '4', LOG_LEVEL: 'warn', DATA_DIR: path.join(os.tmpdir(), `pcb-cold-${instance}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (c) => (errors += c));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', async (chunk) => {
      const match = /listening on (http:\/\/[^ ]+)\/api/.exec(String(chunk));
      if (!match) return;
      await waitFor(`${match[1]}/api/health/ready`);
      resolve({ stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) });
    });
    child.once('exit', (code) => reject(new Error(`${instance} exited (${code}): ${errors.slice(0, 500)}`)));
  });
}

main().catch((error) => {
  console.error(`\nFAIL: ${error.message}`);
  process.exit(1);
});
