#!/usr/bin/env node
// `npm start`: builds everything, then runs the whole product on one machine —
// pcb-api (seeded on first start), the BFF serving the shell, and both remotes — until Ctrl-C.
// Each remote is served from its folder of the release store, and its fresh build goes live there
// (published and promoted) unless the live release already has the same files.
//   --no-build            run the existing builds
//   --dev[=shop,admin]    serve these remotes (all without a list) from webpack's dev server, with hot reload
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { prefixLines, waitFor } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// From the source: the contract is built by this script, after it has read the table.
const { REMOTE_KEYS, REMOTES } = await createJiti(import.meta.url).import(path.join(root, 'contract/src/platform.ts'));
const args = process.argv.slice(2);
const devFlag = args.find((a) => a === '--dev' || a.startsWith('--dev='));
const devApps = new Set(devFlag === '--dev' ? REMOTE_KEYS : (devFlag?.slice('--dev='.length).split(',') ?? []));

const host = process.env.HOST ?? '127.0.0.1';
const ports = {
  api: process.env.PCB_API_PORT ?? '4000',
  bff: process.env.BFF_PORT ?? '3000',
  ...Object.fromEntries(REMOTE_KEYS.map((name) => [name, process.env[REMOTES[name].portVariable] ?? String(REMOTES[name].port)])),
};
const url = (port) => `http://${host}:${port}`;
const releaseStore = path.resolve(root, process.env.RELEASE_STORE ?? '.data/releases');
const publicUrl = process.env.PUBLIC_URL ?? url(ports.bff);

function remote(name) {
  const { folder } = REMOTES[name];
  const env = { PORT: ports[name], HOST: host, SHELL_ORIGIN: publicUrl };
  return devApps.has(name)
    ? { name, env, cmd: 'npx', args: ['webpack', 'serve', '--mode', 'development', '-c', `${folder}/webpack.config.js`] }
    : { name, env, cmd: process.execPath, args: ['scripts/serve-remote.mjs', path.join(releaseStore, name)] };
}

const services = [
  {
    name: 'api',
    cmd: process.execPath,
    args: ['pcb-api/dist/server.js'],
    env: {
      PORT: ports.api,
      HOST: host,
      PUBLIC_URL: publicUrl,
      FILES_PUBLIC_URL: `${publicUrl}/bff/files`,
      // A fresh database opens on a living dashboard: 90 days of demo buyers, orders and custom requests.
      SEED_DEMO_HISTORY: process.env.SEED_DEMO_HISTORY ?? 'true',
    },
  },
  ...REMOTE_KEYS.map(remote),
  {
    name: 'bff',
    cmd: process.execPath,
    args: ['bff/dist/server.js'],
    env: {
      PORT: ports.bff,
      HOST: host,
      PUBLIC_URL: publicUrl,
      PCB_API_URL: process.env.PCB_API_URL ?? `${url(ports.api)}/api`,
      RELEASE_STORE: releaseStore,
      SHOP_REMOTE_URL: process.env.SHOP_REMOTE_URL ?? url(ports.shop),
      ADMIN_REMOTE_URL: process.env.ADMIN_REMOTE_URL ?? url(ports.admin),
    },
  },
];

function run(cmd, cmdArgs, options = {}) {
  return spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...options });
}

function build() {
  return new Promise((resolve, reject) => {
    run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=stream']).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build failed (${code})`)),
    );
  });
}

/** Each served remote's fresh build goes live (a release with the same files stays live). */
function liveReleases() {
  const remotes = REMOTE_KEYS.filter((name) => !devApps.has(name));
  return new Promise((resolve, reject) => {
    run(process.execPath, ['bff/dist/releases/cli.js', 'serve-build', ...remotes], { env: { ...process.env, RELEASE_STORE: releaseStore } }).on(
      'exit',
      (code) => (code === 0 ? resolve() : reject(new Error(`publishing the remotes' builds failed (${code})`))),
    );
  });
}

const children = new Map();
/** A first start migrates and seeds the database and may build in development: slower than a restart. */
const STARTING = { timeoutMs: 120_000 };
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  const force = setTimeout(() => children.forEach((c) => c.kill('SIGKILL')), 10_000).unref();
  const done = () => children.size === 0 && (clearTimeout(force), process.exit(code));
  for (const [name, child] of children) child.once('exit', () => (children.delete(name), done()));
  done();
}

async function main() {
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
  if (!args.includes('--no-build')) await build();
  await liveReleases();
  for (const service of services) {
    const child = run(service.cmd, service.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...service.env } });
    prefixLines(service.name, child.stdout, process.stdout);
    prefixLines(service.name, child.stderr, process.stderr);
    child.once('exit', (code) => {
      children.delete(service.name);
      if (!stopping) {
        console.error(`[${service.name}] stopped (${code}); stopping the others`);
        stopAll(1);
      }
    });
    children.set(service.name, child);
  }
  await Promise.all([
    waitFor(`${url(ports.api)}/api/product`, STARTING),
    ...REMOTE_KEYS.map((name) => waitFor(`${url(ports[name])}/${devApps.has(name) ? 'mf-manifest.json' : 'live.json'}`, STARTING)),
    waitFor(`${url(ports.bff)}/bff/health`, STARTING),
  ]);
  console.log(`\n  PCB shop is running: open ${publicUrl}\n  (admin: ${publicUrl}/admin-login) — Ctrl-C stops everything.\n`);
}

main().catch((error) => {
  console.error(error.message);
  stopAll(1);
});
