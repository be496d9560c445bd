// The fleet on Docker Swarm (docker/stack.yaml): the engine, the secrets, the deploy and the wait.
// `npm run start:cluster` and `npm run test:cluster` deploy through here, `npm run stop:cluster` removes.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * Debian's client, where it is: it matches Debian's engine and has BuildKit built in, where a newer
 * client without the buildx plugin refuses BuildKit builds (their secrets and cache mounts).
 */
export const docker = process.env.DOCKER ?? (fs.existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');
export const STACK = process.env.STACK_NAME ?? 'pcb';
const STACK_FILE = path.join(root, 'docker/stack.yaml');

export function dockerRun(args, options = {}) {
  const result = spawnSync(docker, args, { encoding: 'utf8', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`docker ${args.join(' ')} failed: ${(result.stderr || result.stdout || '').trim()}`);
  return result.stdout.trim();
}
export const dockerOk = (args) => spawnSync(docker, args, { stdio: 'ignore' }).status === 0;

/** A single-node Swarm on this machine when the engine is in none. */
export function ensureSwarm() {
  if (!dockerOk(['info'])) throw new Error('No Docker engine answers: start dockerd (apt-get install docker.io), see docs/cluster.md');
  if (dockerRun(['info', '--format', '{{.Swarm.LocalNodeState}}']) !== 'active') dockerRun(['swarm', 'init', '--advertise-addr', '127.0.0.1']);
}

const secretName = (name) => `${STACK}_${name}`;
const secretExists = (name) => dockerOk(['secret', 'inspect', secretName(name)]);
const createSecret = (name, value) => dockerRun(['secret', 'create', name, '-'], { input: value });

/** A self-signed certificate for `localhost`, key and chain in one PEM as HAProxy reads it. */
function selfSignedPem() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    const args = [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '365',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ];
    const result = spawnSync('openssl', [...args, '-keyout', key, '-out', cert], { stdio: 'ignore' });
    if (result.status !== 0) throw new Error('openssl could not make the self-signed certificate');
    return fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The stack's secrets, made with random values where the operator has not created them (docs/cluster.md).
 * The connection URLs carry the passwords, so they are made together with them.
 */
export function ensureSecrets() {
  const made = [];
  const make = (name, value) => {
    if (secretExists(name)) return;
    createSecret(secretName(name), value);
    made.push(name);
  };
  const random = () => randomBytes(24).toString('hex');
  if (!secretExists('postgres_password')) {
    const password = random();
    make('postgres_password', password);
    // Both of the database pair: pcb-api writes to the one that takes writes (docs/cluster.md).
    make('database_url', `postgres://pcb:${password}@postgres:5432,postgres-replica:5432/pcb`);
  }
  if (!secretExists('releases_password')) {
    const password = random();
    make('releases_password', password);
    make('release_store_url', `postgres://releases:${password}@postgres:5432,postgres-replica:5432/releases`);
  }
  if (!secretExists('redis_password')) {
    const password = random();
    make('redis_password', password);
    make('redis_url', `redis://:${password}@redis:6379`);
  }
  make('replication_password', random());
  make('jwt_secret', randomBytes(32).toString('hex'));
  make('two_factor_key', randomBytes(32).toString('hex'));
  make('release_signing_key', randomBytes(32).toString('hex'));
  make('seed_admin_password', process.env.SEED_ADMIN_PASSWORD ?? random());
  make('midtrans_server_key', process.env.MIDTRANS_SERVER_KEY ?? random());
  make('tls_pem', selfSignedPem());
  return made;
}

/** Swarm configs never change: a new content gets a new name, here from the files' hash. */
function configVersion() {
  const hash = createHash('sha256');
  const folder = path.join(root, 'docker/haproxy');
  for (const file of fs.readdirSync(folder).filter((name) => /\.(cfg|http)$/.test(name))) hash.update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 12);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const serviceExists = (name) => dockerOk(['service', 'inspect', `${STACK}_${name}`]);

/** The stack's one-shot services (`pcb.one-shot` label): the migration and the remotes' publishing. */
const oneShots = () =>
  dockerRun(['service', 'ls', '--filter', `label=com.docker.stack.namespace=${STACK}`, '--filter', 'label=pcb.one-shot=true', '--format', '{{.Name}}'])
    .split('\n')
    .filter(Boolean);

/** The states of a service's tasks, newest first: `Complete …`, `Running …`, `Failed …`. */
const taskStates = (service) => dockerRun(['service', 'ps', '--no-trunc', '--format', '{{.CurrentState}}', service]).split('\n');

/** Waits for a one-shot service's newest task to complete; throws once it has failed as often as its restart policy allows. */
async function completed(service, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const states = taskStates(service);
    if (states[0].startsWith('Complete')) return;
    if (states.filter((state) => /^(Rejected|Failed)/.test(state)).length >= 5)
      throw new Error(`${service} failed: docker service logs ${service} (${states[0]})`);
    await sleep(1_000);
  }
  throw new Error(`${service} did not complete within ${timeoutMs / 1000} s`);
}

/**
 * `docker stack deploy` with the stack's variables; Swarm updates only the services whose spec
 * changed. On a running stack, the new pcb-api image migrates first, so that no new pcb-api starts
 * on an old schema (the migrations keep working with the running code: docs/cluster.md).
 */
export async function deployStack(variables = {}) {
  const env = { ...process.env, STACK_NAME: STACK, CONFIG_VERSION: configVersion(), ...variables };
  if (serviceExists('migrate')) {
    const image = `${env.REGISTRY ?? ''}pcb/pcb-api:${env.TAG ?? 'latest'}`;
    dockerRun(['service', 'update', '--detach', '--quiet', '--force', '--image', image, `${STACK}_migrate`]);
    await sleep(2_000);
    await completed(`${STACK}_migrate`);
  }
  dockerRun(['stack', 'deploy', '--prune', '--resolve-image', 'never', '-c', STACK_FILE, STACK], { env });
}

/** Each service's running and wanted tasks, from `docker service ls`. */
export function services() {
  const lines = dockerRun(['service', 'ls', '--filter', `label=com.docker.stack.namespace=${STACK}`, '--format', '{{.Name}} {{.Replicas}}']);
  return Object.fromEntries(
    lines
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, replicas] = line.split(' ');
        return [name.slice(STACK.length + 1), replicas];
      }),
  );
}

/** Waits until every one-shot service has completed, every other runs all its tasks, and `ready` answers 200. */
export async function waitHealthy(ready, { timeoutMs = 300_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const once = oneShots();
  for (const service of once) await completed(service, timeoutMs);
  let last = {};
  while (Date.now() < deadline) {
    last = Object.fromEntries(Object.entries(services()).filter(([name]) => !once.includes(`${STACK}_${name}`)));
    const settled = Object.values(last).every((r) => /^(\d+)\/\1(?: |$)/.test(r));
    if (settled && (await answers(ready)) && insideBalancersServe()) return last;
    await sleep(1_000);
  }
  throw new Error(`the stack did not become healthy within ${timeoutMs / 1000} s: ${JSON.stringify(last)}`);
}

/**
 * Whether every api-lb task on this node has a ready pcb-api: each balancer finds its servers on its
 * own, so one that serves says nothing of the other, which the BFFs reach as well.
 */
export function insideBalancersServe() {
  const tasks = dockerRun(['ps', '-q', '--filter', `label=com.docker.swarm.service.name=${STACK}_api-lb`])
    .split('\n')
    .filter(Boolean);
  const probe = 'exec 3<>/dev/tcp/127.0.0.1/8090 && printf "GET /lb/ready HTTP/1.0\\r\\n\\r\\n" >&3 && head -1 <&3';
  const status = (task) => spawnSync(docker, ['exec', task, 'bash', '-c', probe], { encoding: 'utf8' }).stdout ?? '';
  return tasks.length > 0 && tasks.every((task) => / 200 /.test(status(task)));
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Removes the stack and waits until its network and its containers are gone (a new deploy would otherwise
 * find it half removed, and a database still stopping holds its volumes).
 */
export async function removeStack() {
  if (!dockerOk(['info'])) return;
  spawnSync(docker, ['stack', 'rm', STACK], { stdio: 'ignore' });
  const containers = () => dockerRun(['ps', '-aq', '--filter', `label=com.docker.stack.namespace=${STACK}`]);
  for (let i = 0; i < 60 && (dockerOk(['network', 'inspect', `${STACK}_default`]) || containers()); i++) await sleep(1_000);
}

/** Removes the stack with its volumes and secrets, which belong together: a throw-away stack, such as the tests'. */
export async function discardStack() {
  // An engine that is no Swarm manager (a fresh machine's, before the first deploy) has no stack and refuses `secret ls`.
  if (!dockerOk(['node', 'ls'])) return;
  await removeStack();
  const own = (kind) =>
    dockerRun([kind, 'ls', '--format', '{{.Name}}'])
      .split('\n')
      .filter((name) => name.startsWith(`${STACK}_`));
  for (const kind of ['volume', 'secret']) if (own(kind).length > 0) dockerRun([kind, 'rm', ...own(kind)]);
}
