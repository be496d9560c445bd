// The cluster of `npm run start:cluster` and `npm run test:cluster`, as child processes on one machine:
// PostgreSQL (a throw-away cluster, or DATABASE_URL), Redis, HAProxy, 2 pcb-apis, 2 BFFs, both remotes
// (served from the release store, so `npm run release|promote|rollback|releases` work against the fleet).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prefixLines, waitFor } from '../processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const host = '127.0.0.1';
const env = process.env;
const port = (name, fallback) => Number(env[name] ?? fallback);

/** The default ports, each movable by a variable. */
export const ports = {
  lb: port('LB_PORT', 8080),
  lbApi: port('LB_API_PORT', 8090),
  bff: [port('BFF1_PORT', 3010), port('BFF2_PORT', 3011)],
  api: [port('API1_PORT', 4010), port('API2_PORT', 4011)],
  shop: port('SHOP_REMOTE_PORT', 3021),
  admin: port('ADMIN_REMOTE_PORT', 3022),
  postgres: port('PG_PORT', 5440),
  redis: port('REDIS_PORT', 6390),
};
export const url = (p) => `http://${host}:${p}`;
export const publicUrl = env.PUBLIC_URL ?? url(ports.lb);
/** One release store for the fleet, as `npm start` has: the remotes' servers serve it, `npm run release|promote|rollback` write it. */
export const releaseStore = path.resolve(root, env.RELEASE_STORE ?? '.data/releases');
/**
 * One signing key for every pcb-api: a session made on one is checked on the other. Outside production
 * each would otherwise make its own in its DATA_DIR. A fresh one per start suits the throw-away database.
 */
const JWT_SECRET = env.JWT_SECRET ?? randomBytes(32).toString('hex');
/**
 * This run's own temporary folder (the instances' DATA_DIRs, PostgreSQL's cluster): two fleets on one
 * machine, on other ports, never share a file. Removed when the process ends.
 */
export const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-cluster-'));
/** What must not outlive this process, undone newest first when it exits, however it exits (a crash included). */
const undoAtExit = [];
export const atExit = (undo) => undoAtExit.push(undo);
process.once('exit', () => {
  for (const undo of undoAtExit.reverse()) undo();
  fs.rmSync(scratch, { recursive: true, force: true });
});
/** How long a process reports not ready before closing on SIGTERM: above HAProxy's 2 failed checks 500 ms apart. */
const DRAIN_MS = env.DRAIN_MS ?? '2000';

const PG_BIN = (() => {
  const base = '/usr/lib/postgresql';
  const version = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : null;
  return version ? path.join(base, version, 'bin') : null;
})();
const isRoot = process.getuid?.() === 0;
/** initdb and pg_ctl refuse to run as root. */
const asPostgres = (cmd, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

function runSync(cmd, args) {
  const [c, a] = asPostgres(cmd, args);
  const result = spawnSync(c, a, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** A throw-away PostgreSQL cluster in a temporary folder, made with Debian's initdb and run with pg_ctl. */
export function throwAwayPostgres() {
  if (!PG_BIN) throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set DATABASE_URL)');
  const dir = path.join(scratch, 'postgres');
  fs.mkdirSync(dir);
  if (isRoot) spawnSync('chown', ['postgres:postgres', scratch, dir]);
  const data = path.join(dir, 'data');
  const pgCtl = path.join(PG_BIN, 'pg_ctl');
  const options = `-p ${ports.postgres} -c listen_addresses=${host} -k ${dir} -c max_connections=60 -c fsync=off`;
  runSync(path.join(PG_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pg = {
    url: `postgres://postgres@${host}:${ports.postgres}/postgres`,
    start: () => runSync(pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']),
    stop: () => runSync(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']),
    restart: () => runSync(pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-m', 'fast', '-w', 'restart']),
    /** A fresh database on this cluster (cold-start tests). */
    createDatabase(name) {
      runSync(path.join(PG_BIN, 'psql'), ['-h', host, '-p', String(ports.postgres), '-U', 'postgres', '-qc', `CREATE DATABASE ${name}`]);
      return `postgres://postgres@${host}:${ports.postgres}/${name}`;
    },
    remove() {
      try {
        pg.stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  atExit(pg.remove);
  return pg;
}

/** Every process of the fleet, by name, with what it takes to start it again. */
export function fleetProcesses({ databaseUrl, quiet = false, extraEnv = {} }) {
  const redisUrl = `redis://${host}:${ports.redis}`;
  const haproxySocket = path.join(scratch, 'haproxy.sock');
  const node = process.execPath;
  const api = (i) => ({
    cmd: node,
    args: ['pcb-api/dist/server.js'],
    env: {
      PORT: ports.api[i],
      HOST: host,
      INSTANCE_ID: `api${i + 1}`,
      DATABASE_URL: databaseUrl,
      FLEET: 'true',
      MIGRATE_ON_START: 'false',
      JWT_SECRET,
      DRAIN_MS,
      PUBLIC_URL: publicUrl,
      FILES_PUBLIC_URL: `${publicUrl}/bff/files`,
      // No PGlite here: a folder of its own keeps the import of former files out of another instance's way.
      DATA_DIR: path.join(scratch, `api${i + 1}`),
    },
    ready: `${url(ports.api[i])}/api/health/ready`,
  });
  const bff = (i) => ({
    cmd: node,
    args: ['bff/dist/server.js'],
    env: {
      PORT: ports.bff[i],
      HOST: host,
      INSTANCE_ID: `bff${i + 1}`,
      PUBLIC_URL: publicUrl,
      PCB_API_URL: `${url(ports.lbApi)}/api`,
      REDIS_URL: redisUrl,
      DRAIN_MS,
      // Only the balancer, on this address, may name the client in X-Forwarded-For (the rate limit keys on it).
      TRUST_PROXY: host,
      RELEASE_STORE: releaseStore,
      SHOP_REMOTE_URL: env.SHOP_REMOTE_URL ?? url(ports.shop),
      ADMIN_REMOTE_URL: env.ADMIN_REMOTE_URL ?? url(ports.admin),
    },
    ready: `${url(ports.bff[i])}/bff/health/ready`,
  });
  const remote = (name) => ({
    cmd: node,
    args: ['scripts/serve-remote.mjs', path.join(releaseStore, name)],
    env: { PORT: ports[name], HOST: host, SHELL_ORIGIN: publicUrl },
    ready: `${url(ports[name])}/live.json`,
  });
  const definitions = {
    redis: { cmd: 'redis-server', args: ['--port', String(ports.redis), '--bind', host, '--save', '', '--appendonly', 'no'], env: {} },
    api1: api(0),
    api2: api(1),
    haproxy: {
      cmd: 'haproxy',
      args: ['-db', '-f', 'cluster/haproxy.cfg'],
      env: {
        HAPROXY_SOCKET: haproxySocket,
        LB_HOST: host,
        LB_PORT: ports.lb,
        LB_API_PORT: ports.lbApi,
        BFF1_ADDR: `${host}:${ports.bff[0]}`,
        BFF2_ADDR: `${host}:${ports.bff[1]}`,
        API1_ADDR: `${host}:${ports.api[0]}`,
        API2_ADDR: `${host}:${ports.api[1]}`,
        CLUSTER_DIR: path.join(root, 'cluster'),
      },
    },
    bff1: bff(0),
    bff2: bff(1),
    shop: remote('shop'),
    admin: remote('admin'),
  };

  const children = new Map();
  const exits = [];
  let stopping = false;
  const fleet = {
    definitions,
    children,
    /** Called with (name, code) when a process ends that nobody asked to stop. */
    onUnexpectedExit: null,
    start(name) {
      const d = definitions[name];
      const child = spawn(d.cmd, d.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...extraEnv, ...stringValues(d.env) } });
      const out = quiet ? fs.createWriteStream('/dev/null') : process.stdout;
      prefixLines(name, child.stdout, out);
      prefixLines(name, child.stderr, quiet ? out : process.stderr);
      child.expectedExit = false;
      child.once('exit', (code, signal) => {
        if (children.get(name) === child) children.delete(name);
        exits.push({ name, code, signal });
        if (!child.expectedExit && !stopping) fleet.onUnexpectedExit?.(name, code ?? signal);
      });
      children.set(name, child);
      return child;
    },
    pid: (name) => children.get(name)?.pid,
    /** Sends `signal` and waits for the exit. */
    async stop(name, signal = 'SIGTERM') {
      const child = children.get(name);
      if (!child) return;
      child.expectedExit = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
    async ready(name, timeoutMs) {
      const d = definitions[name];
      if (d.ready) await waitFor(d.ready, { timeoutMs });
    },
    async stopAll() {
      stopping = true;
      // BFFs first, so nothing new reaches pcb-api; SIGKILL for whatever outlives the drain and grace.
      const order = ['haproxy', 'bff1', 'bff2', 'shop', 'admin', 'api1', 'api2', 'redis'];
      await Promise.all(
        order.map(async (name) => {
          const child = children.get(name);
          if (!child) return;
          const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await fleet.stop(name, name === 'haproxy' ? 'SIGUSR1' : 'SIGTERM');
          clearTimeout(force);
        }),
      );
    },
    haproxySocket,
  };
  return fleet;
}

const stringValues = (object) => Object.fromEntries(Object.entries(object).map(([k, v]) => [k, String(v)]));

/** `pcb-api migrate` once, before the instances start with MIGRATE_ON_START=false. */
export function migrateOnce(databaseUrl, extraEnv = {}) {
  const result = spawnSync(process.execPath, ['pcb-api/dist/server.js', 'migrate'], {
    cwd: root,
    env: { ...process.env, ...extraEnv, DATABASE_URL: databaseUrl, DATA_DIR: path.join(scratch, 'migrate') },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`pcb-api migrate failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** As `npm start` does: each remote's current build goes live, unless the live release has the same files. */
function serveBuilds(extraEnv = {}) {
  const result = spawnSync(process.execPath, ['bff/dist/releases/cli.js', 'serve-build', 'shop', 'admin'], {
    cwd: root,
    env: { ...process.env, ...extraEnv, RELEASE_STORE: releaseStore },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`publishing the remotes' builds failed: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

/** Refuses to start on a port something else holds: its answers would be mistaken for the fleet's. */
async function assertPortsFree() {
  const all = [ports.lb, ports.lbApi, ...ports.bff, ...ports.api, ports.shop, ports.admin, ports.redis, ...(env.DATABASE_URL ? [] : [ports.postgres])];
  for (const p of all) {
    await new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', () => reject(new Error(`port ${p} is already in use: stop what holds it or move the fleet (see docs/cluster.md)`)));
      probe.listen(p, host, () => probe.close(resolve));
    });
  }
}

/** Starts everything in order and waits until the balancer answers with every server ready. */
export async function startFleet({ quiet = false, extraEnv = {} } = {}) {
  await assertPortsFree();
  const pg = env.DATABASE_URL ? null : throwAwayPostgres();
  const databaseUrl = env.DATABASE_URL ?? pg.url;
  const fleet = fleetProcesses({ databaseUrl, quiet, extraEnv });
  fleet.postgres = pg;
  fleet.databaseUrl = databaseUrl;
  atExit(() => fleet.children.forEach((child) => child.kill('SIGKILL')));
  try {
    fleet.start('redis');
    console.log(`[cluster] ${migrateOnce(databaseUrl, extraEnv)}`);
    console.log(`[cluster] ${serveBuilds(extraEnv).replaceAll('\n', '\n[cluster] ')}`);
    for (const name of ['api1', 'api2', 'shop', 'admin', 'haproxy', 'bff1', 'bff2']) fleet.start(name);
    for (const name of ['api1', 'api2', 'shop', 'admin', 'bff1', 'bff2']) await fleet.ready(name, 120_000);
    await waitFor(`${url(ports.lb)}/bff/health/ready`);
  } catch (error) {
    await fleet.stopAll();
    pg?.remove();
    throw error;
  }
  return fleet;
}
