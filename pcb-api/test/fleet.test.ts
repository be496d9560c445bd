import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDatabaseUnavailable } from '@pcb/contract/server/db';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { MIGRATIONS_DIR } from '../src/paths';
import { closeTestApp, createTestApp, json, useTestApp } from './helpers';

const testApp = useTestApp({ INSTANCE_ID: 'api-test-1' });

describe('health probes', () => {
  it('answers live without touching the database, naming the instance', async () => {
    const { status, body, headers } = await json(testApp(), { method: 'GET', url: '/api/health/live' });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'live', instance: 'api-test-1' });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('answers ready while the database answers, and 503 once draining for shutdown', async () => {
    const app = testApp();
    expect(await json(app, { method: 'GET', url: '/api/health/ready' })).toMatchObject({
      status: 200,
      body: { status: 'ready', instance: 'api-test-1', database: 'up', draining: false },
    });
    app.startDraining();
    expect(await json(app, { method: 'GET', url: '/api/health/ready' })).toMatchObject({
      status: 503,
      body: { status: 'not-ready', database: 'up', draining: true },
    });
  });
});

describe('the migration run', () => {
  it('applies each migration once when several runs start together', async () => {
    const app = testApp();
    const runs = await Promise.all([migrate(app.db, MIGRATIONS_DIR), migrate(app.db, MIGRATIONS_DIR)]);
    expect(runs).toEqual([[], []]);
    const names = await app.db.query<{ name: string }>(`SELECT name FROM schema_migrations`);
    expect(names).toHaveLength(fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length);
  });

  // Which holder wins is a race on PostgreSQL (each takes its own pooled connection first), so only
  // the exclusion is asserted: one holder's whole turn, then the other's, whatever the order.
  it('holds one lock at a time per name and releases it when the holder fails', async () => {
    const { db } = testApp();
    const order: string[] = [];
    const hold = (name: string, ms: number, fail = false) =>
      db.withLock('test-lock', async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(`${name} out`);
        if (fail) throw new Error('boom');
      });
    const results = await Promise.allSettled([hold('a', 50, true), hold('b', 10)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    const [first, second] = [order[0].split(' ')[0], order[2]?.split(' ')[0]];
    expect(order).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    expect([first, second].sort()).toEqual(['a', 'b']);
    await expect(db.withLock('test-lock', async () => 'free')).resolves.toBe('free');
  });
});

const pgliteOnly = process.env.DATABASE_URL ? describe.skip : describe;
pgliteOnly('a PGlite data folder', () => {
  it('is refused to a second opener with a clear message, and free again once closed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-api-lock-'));
    const options = { dataDir, databaseUrl: null, databaseSchema: null };
    const first = await openDatabase(options);
    fs.writeFileSync(path.join(dataDir, 'pgdata.lock'), String(process.ppid));
    await expect(openDatabase(options)).rejects.toThrow(/already open in process \d+: PGlite allows one process per data folder/);
    fs.writeFileSync(path.join(dataDir, 'pgdata.lock'), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);
    const again = await openDatabase(options);
    await again.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('files stored on disk by an earlier version', () => {
  it('move into the database on start and are served from there', async () => {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-api-files-'));
    fs.mkdirSync(path.join(filesDir, 'product-picture'));
    fs.writeFileSync(path.join(filesDir, 'product-picture', 'old-upload.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const app = await createTestApp({ FILES_DIR: filesDir });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/product-picture/old-upload.png' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    } finally {
      await closeTestApp(app);
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  });
});

describe('a database that is away', () => {
  it.each([
    ['the server shutting down', { code: '57P01' }],
    ['the server starting', { code: '57P03' }],
    ['a lost connection', { code: '08006' }],
    ['a refused connection', { code: 'ECONNREFUSED' }],
    ["a server's name that does not resolve while its task is replaced", { code: 'ENOTFOUND' }],
    ['a server that vanished from the network', { code: 'EHOSTUNREACH' }],
    ['a pool with no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a server that went silent past the query time-out', new Error('Query read timeout')],
    ['a write sent to a node that became read-only while the primary moves', { code: '25006' }],
  ])('is told apart from a bug: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a missing table', { code: '42P01' }],
    ['a plain error', new Error('boom')],
  ])('is not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
