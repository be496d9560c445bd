#!/usr/bin/env node
// `npm run db:restore -- --to '2026-11-26 21:00:00+00'`: the stack's database as it was at that time,
// from pgBackRest's repository (docs/operations.md, "Restore to a point in time"). Traffic stops at
// the edge, the current data is kept in a volume of its own, the cluster is restored from the newest
// base backup before the time and the WAL up to it into the `postgres` service's volume (the standby,
// `postgres-replica`, then clones it afresh), and pcb-api boots on it with the expiry sweep
// paused and reconciles the unpaid orders with the payment provider. Traffic stays stopped until
// `npm run db:restore -- --open`, once the operator has looked.
import { parseArgs } from 'node:util';
import { dockerOk, dockerRun, STACK } from './swarm.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const service = (name) => `${STACK}_${name}`;
/** The pcb-api command that asks the payment provider about every unpaid order (docs/operations.md). */
const RECONCILE = 'pcb-api/dist/reconcile-payments.js';

const replicasOf = (name) => Number(dockerRun(['service', 'inspect', '--format', '{{.Spec.Mode.Replicated.Replicas}}', service(name)]));
const containersOf = (name) =>
  dockerRun(['ps', '-q', '--filter', `label=com.docker.swarm.service.name=${service(name)}`])
    .split('\n')
    .filter(Boolean);

/** Scales a service and waits until exactly that many of its containers run (and, for 0, are gone). */
async function scale(name, replicas, timeoutMs = 120_000) {
  dockerRun(['service', 'scale', '--detach', `${service(name)}=${replicas}`]);
  const deadline = Date.now() + timeoutMs;
  while (containersOf(name).length !== replicas) {
    if (Date.now() > deadline) throw new Error(`${service(name)} did not reach ${replicas} tasks within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/** Runs a command in the postgres image with the stack's data and backup volumes, and `more` (volume: mount point). */
function inPostgresImage(command, { more = {}, user = 'postgres' } = {}) {
  const image = dockerRun(['service', 'inspect', '--format', '{{.Spec.TaskTemplate.ContainerSpec.Image}}', service('postgres')]).split('@')[0];
  const volumes = { [service('postgres-data')]: '/var/lib/postgresql/data', [service('postgres-backups')]: '/var/lib/pgbackrest', ...more };
  const mounts = Object.entries(volumes).flatMap(([volume, target]) => ['-v', `${volume}:${target}`]);
  return dockerRun(['run', '--rm', '--user', user, ...mounts, '--entrypoint', 'sh', image, '-c', command]);
}

/** A time PostgreSQL reads as recovery_target_time, with its zone: `2026-11-26 21:00:00+00`. */
const TARGET_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)? ?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** Until the restored cluster has replayed to the target and promoted itself (psql in its task). */
async function promoted(timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [container] = containersOf('postgres');
    const ask = container && dockerOk(['exec', container, 'sh', '-c', '[ "$(psql -qtAX -d postgres -c "SELECT pg_is_in_recovery()")" = f ]']);
    if (ask) return;
    if (Date.now() > deadline)
      throw new Error(`the restored database did not promote within ${timeoutMs / 1000} s: docker service logs ${service('postgres')}`);
    await sleep(1_000);
  }
}

const pcbApiReady = (container) =>
  dockerOk([
    'exec',
    container,
    'node',
    '-e',
    "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))",
  ]);

/** Restores the stack's database to `to` (a time PostgreSQL reads, with its zone); returns what it did and each step's time. */
export async function restore({ to, log = console.log }) {
  if (!TARGET_TIME.test(to ?? '')) throw new Error(`--to needs a time with its zone, e.g. '2026-11-26 21:00:00+00' (got ${to})`);
  const started = Date.now();
  const steps = {};
  const step = async (name, work) => {
    const at = Date.now();
    log(`[restore] ${name}`);
    const result = await work();
    steps[name] = Date.now() - at;
    return result;
  };
  const apis = replicasOf('pcb-api') || 2;
  const kept = `${service('postgres-data')}-before-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;

  await step('traffic stopped at the edge', () => scale('edge', 0));
  await step('pcb-api and PostgreSQL stopped', async () => {
    await scale('pcb-api', 0);
    await scale('postgres-replica', 0);
    await scale('postgres', 0);
  });
  await step(`current data kept in the volume ${kept}`, () =>
    // As root: the new volume is root's, and cp -a keeps the files' owner.
    inPostgresImage('cp -a /var/lib/postgresql/data/. /kept/', { more: { [kept]: '/kept' }, user: 'root' }),
  );
  // The servers are gone (scaled to 0), so a pid file left by a killed one is stale.
  // --delta: the files that already match the backup stay; the others are fetched. The WAL is
  // replayed to the time, and the cluster becomes a primary on a new timeline there.
  await step(`restored to ${to}`, () =>
    inPostgresImage(`rm -f "$PGDATA/postmaster.pid" && pgbackrest --stanza=pcb --delta --type=time --target='${to}' --target-action=promote restore`),
  );
  await step('PostgreSQL replayed the WAL and promoted', async () => {
    await scale('postgres', 1);
    await promoted();
  });
  // Its data is of the timeline the restore left: it finds the restored primary on a newer one and clones it (fencing).
  await step('the standby cloning the restored primary', () => scale('postgres-replica', 1));
  await step('pcb-api booted with the expiry sweep paused', async () => {
    dockerRun(['service', 'update', '--detach', '--quiet', '--env-add', 'PAYMENT_EXPIRY_SWEEP=paused', service('pcb-api')]);
    await scale('pcb-api', apis);
    const deadline = Date.now() + 120_000;
    // Counted as well as checked: right after the scale, no task is running yet, and none would pass for all ready.
    const allReady = () => {
      const containers = containersOf('pcb-api');
      return containers.length >= apis && containers.every(pcbApiReady);
    };
    while (!allReady()) {
      if (Date.now() > deadline) throw new Error(`pcb-api was not ready on the restored database: docker service logs ${service('pcb-api')}`);
      await sleep(1_000);
    }
  });
  const reconciled = await step('unpaid orders reconciled with the payment provider', () => reconcile());
  log(`[restore] done in ${((Date.now() - started) / 1000).toFixed(1)} s; traffic is still stopped: check, then npm run db:restore -- --open`);
  return { kept, reconciled, steps, restoredMs: Date.now() - started };
}

/** Runs pcb-api's reconciliation in a pcb-api task; `null` when the image has none (an image older than the command). */
function reconcile() {
  const [container] = containersOf('pcb-api');
  if (!dockerOk(['exec', container, 'test', '-f', RECONCILE])) return null;
  return dockerRun(['exec', container, 'node', RECONCILE]);
}

/** Opens traffic again: the expiry sweep back on (a rolling update of pcb-api), the edge up. */
export async function openTraffic({ log = console.log } = {}) {
  log('[restore] expiry sweep on, edge up');
  dockerRun(['service', 'update', '--quiet', '--env-rm', 'PAYMENT_EXPIRY_SWEEP', service('pcb-api')]);
  await scale('edge', 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { to: { type: 'string' }, open: { type: 'boolean' } } });
  try {
    if (values.open) await openTraffic();
    else console.log(JSON.stringify(await restore({ to: values.to }), null, 2));
  } catch (error) {
    console.error(`[restore] ${error.message}`);
    process.exit(1);
  }
}
