#!/usr/bin/env node
// A PostgreSQL failover under load, for pcb-api's side of it (docs/operations.md, "The PostgreSQL connection"):
// a primary and a synchronous streaming replica in two containers of the stack's image (pcb/postgres), one
// pcb-api (its build, `npm run build -w pcb-api`) whose DATABASE_URL lists both, buyers registering meanwhile.
// The primary is killed (SIGKILL, no clean shutdown) and the replica promoted 2 s later. Pass: pcb-api is
// ready on the new primary within 15 s without a restart, no request takes 10 s, no acknowledged write is lost.
// Not part of test:cluster, whose stack has one PostgreSQL: `npm run test:failover`, after test:cluster built the image.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dockerOk, dockerRun, root } from './swarm.mjs';

const NAME = `pcb-drill-${process.pid}`;
const [primary, replica] = [`${NAME}-primary`, `${NAME}-replica`];
const IMAGE = `${process.env.REGISTRY ?? ''}pcb/postgres:${process.env.TAG ?? 'latest'}`;
const PASSWORD = 'drill-password';
const PROMOTE_AFTER_MS = 2_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const psql = (container, sql) => dockerRun(['exec', container, 'psql', '-v', 'ON_ERROR_STOP=1', '-qAt', '-d', 'pcb', '-c', sql]);
const hostPort = (container) => dockerRun(['port', container, '5432/tcp']).split('\n')[0];

async function until(what, check, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(300)) if (await check().catch(() => false)) return;
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/** The primary with a replication role, and a replica cloned from it that the primary waits for on every commit. */
async function startPair(secrets) {
  // Read by the container's postgres user.
  fs.chmodSync(secrets, 0o755);
  fs.writeFileSync(path.join(secrets, 'password'), PASSWORD, { mode: 0o644 });
  dockerRun(['network', 'create', NAME]);
  const common = ['run', '-d', '--network', NAME, '-p', '127.0.0.1::5432'];
  dockerRun([...common, '--name', primary, '-v', `${secrets}:/run/secrets:ro`, '-e', 'POSTGRES_PASSWORD_FILE=/run/secrets/password', IMAGE]);
  // Over TCP: the first start initialises the volume on a server that listens on the socket only.
  await until('the primary', async () => dockerOk(['exec', primary, 'pg_isready', '-q', '-h', '127.0.0.1']));
  psql(primary, `CREATE ROLE replicator REPLICATION LOGIN PASSWORD '${PASSWORD}'`);
  dockerRun(['exec', primary, 'sh', '-c', 'echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"']);
  psql(primary, 'SELECT pg_reload_conf()');
  const clone = `pg_basebackup -h ${primary} -U replicator -D "$PGDATA" -R -X stream && chmod 700 "$PGDATA" && exec postgres -c listen_addresses='*' -c cluster_name=replica`;
  dockerRun([...common, '--name', replica, '-e', `PGPASSWORD=${PASSWORD}`, '--entrypoint', 'sh', IMAGE, '-c', clone]);
  // Only once cloned: a replica whose copy says so too would, once promoted, wait on every commit for a standby it lacks.
  await until('streaming', async () => psql(primary, 'SELECT state FROM pg_stat_replication') === 'streaming');
  psql(primary, `ALTER SYSTEM SET synchronous_standby_names = 'replica'`);
  psql(primary, 'SELECT pg_reload_conf()');
  await until('synchronous streaming', async () => psql(primary, 'SELECT sync_state FROM pg_stat_replication') === 'sync');
}

const timed = async (request) => {
  const start = performance.now();
  const status = await request().then(
    (response) => response.status,
    () => 'error',
  );
  return { status, ms: performance.now() - start, at: performance.now() };
};

async function drill() {
  const secrets = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-drill-'));
  let api;
  try {
    await startPair(secrets);
    const port = 4700 + (process.pid % 200);
    const base = `http://127.0.0.1:${port}/api`;
    api = spawn(process.execPath, ['pcb-api/dist/server.js'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: secrets,
        BCRYPT_ROUNDS: '4',
        DATABASE_URL: `postgres://pcb:${PASSWORD}@${hostPort(primary)},${hostPort(replica)}/pcb`,
      },
    });
    const ready = () => fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(20_000) });
    await until('pcb-api ready', async () => (await ready()).status === 200);

    let stop = false;
    const writes = [];
    const probes = [];
    const register = (id) =>
      fetch(`${base}/register/buyer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `drill${id}`, email: `drill${id}@example.com`, password: 'Rahasia#123' }),
        signal: AbortSignal.timeout(30_000),
      });
    const writer = async (w) => {
      for (let i = 0; !stop; i++) writes.push({ email: `drill${w}x${i}@example.com`, ...(await timed(() => register(`${w}x${i}`))) });
    };
    const prober = async () => {
      for (; !stop; await sleep(250)) probes.push(await timed(ready));
    };
    const load = [...[0, 1, 2, 3].map(writer), prober()];

    await sleep(3_000);
    const killedAt = performance.now();
    dockerRun(['kill', '-s', 'KILL', primary]);
    await sleep(PROMOTE_AFTER_MS);
    dockerRun(['exec', replica, 'pg_ctl', 'promote', '-w']);
    const promotedAt = performance.now();
    await sleep(10_000);
    stop = true;
    await Promise.all(load);

    const acknowledged = writes.filter((w) => w.status === 201);
    const stored = new Set(psql(replica, `SELECT email FROM users WHERE email LIKE 'drill%'`).split('\n'));
    const figures = {
      writes: writes.length,
      acknowledged: acknowledged.length,
      refusedDuringFailover: writes.filter((w) => w.status !== 201).length,
      acknowledgedLost: acknowledged.filter((w) => !stored.has(w.email)).length,
      longestRequestMs: Math.round(Math.max(...writes.map((w) => w.ms), ...probes.map((p) => p.ms))),
      readyAfterPromotionMs: Math.round((probes.find((p) => p.at > promotedAt && p.status === 200)?.at ?? Infinity) - promotedAt),
      readyAfterKillMs: Math.round((probes.find((p) => p.at > promotedAt && p.status === 200)?.at ?? Infinity) - killedAt),
    };
    console.log(JSON.stringify(figures, null, 2));
    assert.equal(figures.acknowledgedLost, 0, 'an acknowledged write was lost');
    assert.ok(figures.longestRequestMs < 10_000, 'a request took 10 s or more');
    assert.ok(figures.readyAfterPromotionMs < 15_000, 'pcb-api was not ready on the new primary within 15 s');
  } finally {
    api?.kill('SIGTERM');
    for (const container of [primary, replica]) dockerOk(['rm', '-f', '-v', container]);
    dockerOk(['network', 'rm', NAME]);
    fs.rmSync(secrets, { recursive: true, force: true });
  }
}

await drill();
