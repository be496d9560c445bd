import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { isDatabaseUnavailable } from '@pcb/contract/server/db';
import { DEFAULT_POOL, openDatabase, type Database, type PoolSettings } from '../src/db/database';
import { createTestApp, json } from './helpers';
import { nodeProxy, type NodeProxy } from './pg-node-proxy';

/**
 * The pool against a pretend cluster: two databases of the test's server, each behind a proxy that plays a
 * host, read-only when its database has `default_transaction_read_only` (a standby, or a demoted primary).
 */
const serverUrl = process.env.DATABASE_URL ?? '';
const onPostgres = serverUrl ? describe : describe.skip;

const FAST: PoolSettings = { ...DEFAULT_POOL, connectTimeoutMs: 1_000, queryTimeoutMs: 1_000, statementTimeoutMs: 800, lockTimeoutMs: 500 };

onPostgres('a database connection on a cluster', () => {
  const names = [`pcb_node_a_${randomBytes(3).toString('hex')}`, `pcb_node_b_${randomBytes(3).toString('hex')}`];
  let admin: Client;
  let proxies: NodeProxy[] = [];
  let db: Database | undefined;

  /** A node turning into a standby or a primary: its sessions end, and new ones are read-only or not. */
  async function setReadOnly(node: number, readOnly: boolean) {
    await admin.query(`ALTER DATABASE "${names[node]}" SET default_transaction_read_only = ${readOnly ? 'on' : 'off'}`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [names[node]]);
  }

  /** DATABASE_URL listing both pretend hosts, A first. */
  const clusterUrl = () => {
    const url = new URL(serverUrl);
    return `postgres://${url.username}:${url.password}@${proxies.map((p) => `127.0.0.1:${p.port}`).join(',')}/postgres`;
  };

  const open = (databaseUrl: string, databasePool = FAST) => openDatabase({ dataDir: '', databaseUrl, databaseSchema: null, databasePool });
  const whereWritten = async (on: Database) =>
    (await on.query<{ node: string }>(`INSERT INTO writes DEFAULT VALUES RETURNING current_database() AS node`))[0].node;

  beforeAll(async () => {
    admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of names) {
      await admin.query(`CREATE DATABASE "${name}"`);
      const node = new Client({ connectionString: serverUrl.replace(/\/[^/]*$/, `/${name}`) });
      await node.connect();
      await node.query(`CREATE TABLE writes (at timestamptz NOT NULL DEFAULT now())`);
      await node.end();
    }
  });
  beforeEach(async () => {
    proxies = await Promise.all(names.map((name) => nodeProxy(new URL(serverUrl), name)));
    await setReadOnly(0, false);
    await setReadOnly(1, true);
  });
  afterEach(async () => {
    await db?.close();
    db = undefined;
    await Promise.all(proxies.map((p) => p.close()));
  });
  afterAll(async () => {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('writes to the host that takes writes, whichever is listed first', async () => {
    await setReadOnly(0, true);
    await setReadOnly(1, false);
    db = await open(clusterUrl());
    expect(await whereWritten(db)).toBe(names[1]);
    expect(await db.writable()).toBe(true);
  });

  it('passes over a host that refuses connections', async () => {
    await setReadOnly(1, false);
    await proxies[0].close();
    db = await open(clusterUrl());
    expect(await whereWritten(db)).toBe(names[1]);
  });

  /** Writes until one lands, noting how long each failed try took; every failure must be a 503, not a bug. */
  async function writeUntilDone(on: Database) {
    const failures: number[] = [];
    const start = performance.now();
    for (;;) {
      const attempt = performance.now();
      try {
        return { node: await whereWritten(on), failures, totalMs: performance.now() - start };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        failures.push(performance.now() - attempt);
        if (performance.now() - start > 15_000) throw new Error(`no primary after 15 s (${failures.length} failed writes)`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  it('follows the primary to the other host when it is demoted, without a restart', async () => {
    db = await open(clusterUrl());
    expect(await whereWritten(db)).toBe(names[0]);
    await setReadOnly(0, true);
    await setReadOnly(1, false);
    const { node, failures } = await writeUntilDone(db);
    expect(node).toBe(names[1]);
    expect(failures.length).toBeLessThanOrEqual(3);
  });

  it('gives up on a primary gone silent at the query time-out, and finds the promoted one', async () => {
    db = await open(clusterUrl());
    expect(await whereWritten(db)).toBe(names[0]);
    proxies[0].silence();
    await setReadOnly(1, false);
    const { node, failures, totalMs } = await writeUntilDone(db);
    expect(node).toBe(names[1]);
    expect(Math.max(...failures)).toBeLessThan(FAST.queryTimeoutMs + 1_000);
    expect(totalMs).toBeLessThan(10_000);
  });

  describe('a primary lost without a reset, its standby promoted', () => {
    // A connect time-out above what these tests allow: awaiting the silent host would show.
    const SLOW: PoolSettings = { ...FAST, connectTimeoutMs: 4_000, queryTimeoutMs: 6_000 };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** Asks whether the database takes writes, as readiness probes do, until it does; how long that took. */
    async function writableAfter(on: Database): Promise<number> {
      const start = performance.now();
      while (!(await on.writable().catch(() => false))) await sleep(100);
      return performance.now() - start;
    }

    async function primaryLost(): Promise<Database> {
      db = await open(clusterUrl(), SLOW);
      expect(await whereWritten(db)).toBe(names[0]);
      proxies[0].silence();
      return db;
    }

    it('moves to the promoted host as soon as it answers, not waiting for the silent one', async () => {
      const on = await primaryLost();
      await setReadOnly(1, false);
      expect(await writableAfter(on)).toBeLessThan(2_500);
      expect(await whereWritten(on)).toBe(names[1]);
    }, 20_000);

    it('fails a query caught on the lost host once the promoted one is found, not at its time-out', async () => {
      const on = await primaryLost();
      const start = performance.now();
      const caught = whereWritten(on).catch((error: unknown) => error);
      await setReadOnly(1, false);
      void on.writable().catch(() => undefined);
      expect(isDatabaseUnavailable(await caught)).toBe(true);
      expect(performance.now() - start).toBeLessThan(2_500);
    }, 20_000);

    it('fails a query caught on the lost host once the promoted one is found, when idle connections to it went first', async () => {
      const on = (db = await open(clusterUrl(), SLOW));
      expect(await Promise.all([whereWritten(on), whereWritten(on), whereWritten(on)])).toEqual(Array(3).fill(names[0]));
      proxies[0].silence();
      const start = performance.now();
      // One connection caught in a write, one in the readiness check (whose lateness starts the search), one idle.
      const caught = whereWritten(on).catch((error: unknown) => error);
      void on.writable().catch(() => undefined);
      await setReadOnly(1, false);
      expect(isDatabaseUnavailable(await caught)).toBe(true);
      expect(performance.now() - start).toBeLessThan(2_500);
    }, 20_000);

    it('takes a standby promoted while the hosts are being asked', async () => {
      const on = await primaryLost();
      const asking = writableAfter(on);
      await sleep(1_500);
      await setReadOnly(1, false);
      const promotedAt = performance.now();
      await asking;
      expect(performance.now() - promotedAt).toBeLessThan(1_000);
      expect(await whereWritten(on)).toBe(names[1]);
    }, 20_000);
  });

  it('fails a query on a silent server at the query time-out instead of hanging it', async () => {
    db = await open(`${clusterUrl().replace(/,[^/]*/, '')}`);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    proxies[0].silence();
    const start = performance.now();
    const failure = await db.query('SELECT 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(performance.now() - start).toBeLessThan(FAST.queryTimeoutMs + 1_000);
  });

  it('opens every connection with the configured statement and lock time-outs', async () => {
    db = await open(clusterUrl());
    expect(await db.query(`SELECT current_setting('statement_timeout') AS statement, current_setting('lock_timeout') AS lock`)).toEqual([
      { statement: '800ms', lock: '500ms' },
    ]);
    const rows = await db.query('SELECT pg_sleep(2)').catch((error: { code?: string }) => error.code);
    expect(rows).toBe('57014');
  });

  describe('readiness', () => {
    let app: FastifyInstance;
    beforeEach(async () => {
      app = await createTestApp({ DATABASE_URL: `${clusterUrl().replace(/,[^/]*/, '')}` });
    });
    afterEach(async () => {
      await app.close();
    });

    const ready = () => json<{ status: string; database: string }>(app, { method: 'GET', url: '/api/health/ready' });
    /** Asks again, as a balancer does, until the answer names `database` (the first may meet a connection just ended). */
    async function readyOnceDatabase(database: string) {
      let answer = await ready();
      for (let tries = 0; tries < 30 && answer.body.database !== database; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await ready();
      }
      return answer;
    }

    it('is false on a read-only node, and true again once it takes writes', async () => {
      expect(await ready()).toMatchObject({ status: 200, body: { status: 'ready', database: 'up' } });
      await setReadOnly(0, true);
      expect(await readyOnceDatabase('read-only')).toMatchObject({ status: 503, body: { status: 'not-ready', database: 'read-only' } });
      await setReadOnly(0, false);
      expect(await readyOnceDatabase('up')).toMatchObject({ status: 200, body: { status: 'ready', database: 'up' } });
    });
  });
});
