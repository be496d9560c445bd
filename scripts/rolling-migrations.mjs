#!/usr/bin/env node
// The mixed-version test (issue 33): two pcb-api on the previous release's code serve under load on
// PostgreSQL; this release's `pcb-api migrate` runs beneath them; they keep serving for a minute on the
// newer schema; then each is replaced by this release's code, one at a time, out of rotation first as a
// balancer would. Pass: no 5xx and no failed connection from an instance in rotation, and every buyer
// registered meanwhile has the verification mail its registration wrote.
//
//   DATABASE_URL=postgres://… npm run test:rolling
//   PREVIOUS_REF  the previous release (default: main before its newest commit that added a migration, merges
//                 counted as one commit of main: --first-parent)
//   ROLLING_OLD_SECONDS  how long the old code serves on the new schema (default 60)
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_URL = process.env.DATABASE_URL;
const OLD_SECONDS = Number(process.env.ROLLING_OLD_SECONDS ?? 60);
const WORKERS = 4;
const PORTS = [4711, 4712];
if (!DATABASE_URL) {
  console.error('test:rolling needs DATABASE_URL (a PostgreSQL server)');
  process.exit(2);
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const previousRef = process.env.PREVIOUS_REF ?? `${git('log', '-1', '--first-parent', '--format=%H', '--diff-filter=A', '--', 'pcb-api/migrations')}^`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-rolling-'));
const previous = path.join(work, 'previous');
const schema = `rolling_${randomBytes(4).toString('hex')}`;
const log = (message) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const t0 = Date.now();

/** The previous release's sources beside this checkout, sharing its node_modules; run from sources as the tests do. */
function checkOutPrevious() {
  git('worktree', 'add', '--detach', previous, previousRef);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(previous, 'node_modules'));
  const newMigrations = fs.readdirSync(path.join(ROOT, 'pcb-api/migrations')).filter((f) => !fs.existsSync(path.join(previous, 'pcb-api/migrations', f)));
  log(`previous release ${git('rev-parse', '--short', previousRef)}; this release adds ${newMigrations.join(', ') || 'no migration'}`);
  return newMigrations;
}

const children = new Set();
/** `pcb-api` from the sources of `tree` (the previous release or this one), on `port`, or `migrate` when port is null. */
function pcbApi(tree, name, { port = null, migrateOnStart = false } = {}) {
  const dataDir = path.join(work, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const args = ['--require', path.join(tree, 'pcb-api/test/transpile-hook.cjs'), path.join(tree, 'pcb-api/src/server.ts'), ...(port ? [] : ['migrate'])];
  const child = spawn(process.execPath, args, {
    cwd: path.join(tree, 'pcb-api'),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port ?? 0),
      INSTANCE_ID: name,
      DATA_DIR: dataDir,
      DATABASE_SCHEMA: schema,
      MIGRATE_ON_START: String(migrateOnStart),
      JWT_SECRET: 'rolling-migrations-test-secret-0123456789',
      BCRYPT_ROUNDS: '4',
      DRAIN_MS: '500',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  children.add(child);
  exited.then(() => children.delete(child));
  return { name, port, child, exited, output: () => output };
}

async function ready(instance) {
  for (let i = 0; i < 240; i += 1) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited ${instance.child.exitCode}:\n${instance.output()}`);
    const answer = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`).catch(() => null);
    if (answer?.ok) return;
    await sleep(250);
  }
  throw new Error(`${instance.name} was not ready in 60 s:\n${instance.output()}`);
}

// The load: catalogue reads and registrations (a user row and its outbox mail in one transaction), round robin over the rotation.
const rotation = [];
const results = [];
let phase = 'old code, old schema';
let loading = true;
const registered = [];

async function worker(id) {
  for (let n = 0; loading; n += 1) {
    const target = rotation[(id + n) % rotation.length];
    if (!target) {
      await sleep(20);
      continue;
    }
    target.inFlight = (target.inFlight ?? 0) + 1;
    const write = n % 3 === 0;
    const email = `rolling-${id}-${n}-${randomBytes(3).toString('hex')}@pcb.test`;
    const started = performance.now();
    let status;
    try {
      const answer = await fetch(`http://127.0.0.1:${target.port}/api/${write ? 'register/buyer' : 'product?page=1&limit=12'}`, {
        method: write ? 'POST' : 'GET',
        headers: write ? { 'content-type': 'application/json' } : {},
        body: write ? JSON.stringify({ username: `roll${id}n${n}${randomBytes(3).toString('hex')}`, email, password: 'Rolling#12345' }) : undefined,
      });
      await answer.arrayBuffer();
      status = answer.status;
    } catch (error) {
      status = `failed (${error.cause?.code ?? error.message})`;
    } finally {
      target.inFlight -= 1;
    }
    if (write && status === 201) registered.push(email);
    results.push({ phase, instance: target.name, status, ms: performance.now() - started, write });
  }
}

/** Out of rotation, requests in flight finished, SIGTERM, exit: what a balancer and the orchestrator do. */
async function retire(instance) {
  rotation.splice(rotation.indexOf(instance), 1);
  while (instance.inFlight > 0) await sleep(10);
  instance.child.kill('SIGTERM');
  await instance.exited;
}

function summary() {
  const phases = [...new Set(results.map((r) => r.phase))];
  for (const name of phases) {
    const rows = results.filter((r) => r.phase === name);
    const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
    const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]?.toFixed(0);
    const bad = rows.filter((r) => typeof r.status !== 'number' || r.status >= 500);
    const statuses = Object.entries(Object.groupBy(rows, (r) => `${r.write ? 'POST' : 'GET'} ${r.status}`)).map(([key, list]) => `${key} ×${list.length}`);
    log(`${name}: ${rows.length} requests (${statuses.join(', ')}), p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, 5xx or failed ${bad.length}`);
  }
  return results.filter((r) => typeof r.status !== 'number' || r.status >= 500);
}

async function main() {
  const newMigrations = checkOutPrevious();
  const old = [pcbApi(previous, 'old-1', { port: PORTS[0], migrateOnStart: true }), null];
  await ready(old[0]);
  old[1] = pcbApi(previous, 'old-2', { port: PORTS[1] });
  await ready(old[1]);
  rotation.push(...old);
  const workers = Array.from({ length: WORKERS }, (_, id) => worker(id));
  log('two pcb-api on the previous release, under load');
  await sleep(10_000);

  const migrateStarted = Date.now();
  const migrator = pcbApi(ROOT, 'migrate');
  if ((await migrator.exited) !== 0) throw new Error(`pcb-api migrate failed:\n${migrator.output()}`);
  log(`this release's migrations applied in ${Date.now() - migrateStarted} ms (${migrator.output().trim()})`);
  phase = 'old code, new schema';
  await sleep(OLD_SECONDS * 1000);

  phase = 'the roll';
  for (const [i, instance] of old.entries()) {
    await retire(instance);
    const replacement = pcbApi(ROOT, `new-${i + 1}`, { port: instance.port });
    await ready(replacement);
    rotation.push(replacement);
    log(`${instance.name} replaced by ${replacement.name}`);
  }
  phase = 'new code, new schema';
  await sleep(5_000);
  loading = false;
  await Promise.all(workers);

  const failures = summary();
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const { rows } = await db.query(
    `SELECT count(*)::int AS mails FROM "${schema}".outbox o JOIN "${schema}".users u ON lower(u.email) = lower(o.to_address) WHERE u.email = ANY($1)`,
    [registered],
  );
  await db.end();
  log(`${registered.length} buyers registered, ${rows[0].mails} verification mails in the outbox; new migrations ${newMigrations.join(', ')}`);
  if (failures.length > 0) throw new Error(`${failures.length} requests failed: ${JSON.stringify(failures.slice(0, 5))}`);
  if (rows[0].mails !== registered.length) throw new Error('a registration lost its verification mail');
  if (!results.some((r) => r.phase === 'old code, new schema' && r.write && r.status === 201)) throw new Error('the old code wrote nothing on the new schema');
  log('PASS: no 5xx while the previous release served on the new schema and through the roll');
}

async function cleanUp() {
  loading = false;
  for (const child of children) child.kill('SIGKILL');
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db
    .connect()
    .then(() => db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`))
    .finally(() => db.end())
    .catch(() => undefined);
  if (fs.existsSync(previous)) git('worktree', 'remove', '--force', previous);
  fs.rmSync(work, { recursive: true, force: true });
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error.message ?? error);
    await cleanUp();
    process.exit(1);
  });
