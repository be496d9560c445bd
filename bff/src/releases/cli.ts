import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRemoteKey, REMOTE_KEYS, REMOTES, type LivePointer, type RemoteName } from '@pcb/contract';
import { loadConfig, type BffConfig } from '../config';
import { pageProvides } from './compatibility';
import { describeBuild } from './describe';
import { signingKey, verifyRelease } from './integrity';
import { openReleaseStore } from './open-store';
import { promote, publishBuild, rollback, startCanary, type Operator } from './promotion';
import { pruneReleases, readBuild, ReleaseError, type ReleaseEvent, type ReleaseStore } from './store';

/**
 * The four release commands (docs/releases.md):
 *   release <remote>        builds the remote alone, publishes it as a new release, prints its id
 *   promote <remote> <id>   makes a release live for every new page load
 *     --canary <percent>    …or for that share of browser sessions, until it is judged (canary.ts)
 *   rollback <remote>       makes the previous live release live again (while a canary runs: ends the canary)
 *   releases [<remote>]     lists the releases, the live one marked, and the history of publishes, promotions and rollbacks
 *   publish <remote> <dir>  publishes a build made elsewhere (a remote's image in a fleet) as a new release, prints its id
 * each with `--by <name>` for the operator the history records (else RELEASE_OPERATOR, else the OS user),
 * and, for `npm start` (scripts/start.mjs):
 *   serve-build <remote>…   the remote's current build becomes live, unless the live release has the same files
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const USAGE = 'Pemakaian: npm run release|promote|rollback|releases -- shop|admin [id] [--canary <persen>] [--by <nama>]';
/** Steps of the history `releases` prints per remote. */
const HISTORY_SHOWN = 20;

function remoteName(value: string | undefined): RemoteName {
  if (isRemoteKey(value)) return value;
  throw new ReleaseError(`Remote tidak dikenal: "${value ?? ''}". ${USAGE}`);
}

/** The commit the work tree is at, marked `-dirty` when it has changes a build would include. */
function currentCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  try {
    return git('rev-parse', '--short=12', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? '-dirty' : '');
  } catch {
    return 'unknown';
  }
}

function buildRemote(remote: RemoteName): void {
  const { folder } = REMOTES[remote];
  const build = spawnSync('npx', ['nx', 'run', `@pcb/${folder}:build`, '--outputStyle=static'], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (build.status !== 0) throw new ReleaseError(`Build ${folder} gagal (${build.status ?? build.signal}); tidak ada rilis yang dibuat.`);
}

const buildFolder = (remote: RemoteName) => path.join(REPO_ROOT, REMOTES[remote].folder, 'dist');

const origin = () => ({ commit: currentCommit(), builtAt: new Date() });

/** An option and its value (`--by <name>`) taken out of the arguments. */
function option(argv: string[], name: string, missing: string): { value: string | undefined; rest: string[] } {
  const at = argv.indexOf(name);
  if (at === -1) return { value: undefined, rest: argv };
  const value = argv[at + 1]?.trim();
  if (!value) throw new ReleaseError(`${name} memerlukan ${missing}. ${USAGE}`);
  return { value, rest: [...argv.slice(0, at), ...argv.slice(at + 2)] };
}

/** `--by <name>` taken out of the arguments; the operator it names, else RELEASE_OPERATOR's, else the OS user's. */
function operatorOf(argv: string[]): { by: string; rest: string[] } {
  const { value, rest } = option(argv, '--by', 'nama operator');
  return { by: value || process.env.RELEASE_OPERATOR?.trim() || os.userInfo().username, rest };
}

/** A release id ends with the hash of its files (describeBuild). */
const filesHashOf = (id: string) => id.slice(id.lastIndexOf('-') + 1);

/** Whether the release is whole in the store (integrity.ts). */
const isWhole = (store: ReleaseStore, remote: RemoteName, id: string, operator: Operator) =>
  verifyRelease(store, remote, id, operator.signingKey).then(
    () => true,
    () => false,
  );

/** `npm start` serves what it has just built: that build goes live unless the live release, whole, has the same files. */
async function serveBuild(config: BffConfig, store: ReleaseStore, remote: RemoteName, operator: Operator): Promise<void> {
  const { live } = await store.readPointer(remote);
  const current = describeBuild(await readBuild(buildFolder(remote)), remote, origin());
  if (live && filesHashOf(live) === filesHashOf(current.id) && (await isWhole(store, remote, live, operator)))
    return console.log(`${remote}: rilis live ${live} sama dengan build saat ini.`);
  const published = await publishBuild(store, remote, buildFolder(remote), origin(), operator);
  await promote(store, remote, published.id, await pageProvides(config.shellDir), operator);
  await pruneReleases(store, remote, config.releasesKept);
  console.log(`${remote}: build saat ini menjadi rilis live, ${published.id}.`);
}

/** Publishes a build folder as a new release, not yet live, and prints its id last. */
async function publish(config: BffConfig, store: ReleaseStore, remote: RemoteName, folder: string, operator: Operator): Promise<void> {
  const published = await publishBuild(store, remote, folder, origin(), operator);
  const removed = await pruneReleases(store, remote, config.releasesKept);
  console.log(`Rilis ${remote} ${published.id} dibuat (${(published.bytes / 1024).toFixed(0)} KB, commit ${published.commit}); belum live.`);
  if (removed.length > 0) console.log(`Dihapus dari store (lebih dari ${config.releasesKept}): ${removed.join(', ')}`);
  console.log(published.id);
}

const describeCanary = (pointer: LivePointer) =>
  pointer.canary ? `Canary: ${pointer.canary.release} untuk ${pointer.canary.percent}% sesi sejak ${pointer.canary.startedAt}` : undefined;

const describeEvent = (e: ReleaseEvent) =>
  `${e.at}  ${e.action.padEnd(8)} ${e.from ?? '-'} → ${e.to ?? '-'}  oleh ${e.by}  ${e.result === 'ok' ? 'ok' : `DITOLAK: ${e.result}`}`;

async function list(store: ReleaseStore, remote: RemoteName): Promise<void> {
  const [releases, pointer, history] = await Promise.all([store.listReleases(remote), store.readPointer(remote), store.readHistory(remote, HISTORY_SHOWN)]);
  console.log(`Rilis ${remote}:`);
  if (releases.length === 0) console.log('  (belum ada)');
  for (const r of releases.reverse()) {
    const mark = r.id === pointer.live ? '* live' : r.id === pointer.canary?.release ? '~ canary' : r.id === pointer.history.at(-1) ? '  rollback' : '';
    console.log(`${mark.padEnd(10)} ${r.id}  ${r.builtAt}  ${r.commit}  ${(r.bytes / 1024).toFixed(0)} KB`);
  }
  const canary = describeCanary(pointer);
  if (canary) console.log(canary);
  console.log(`Riwayat ${remote} (terbaru di bawah):`);
  if (history.length === 0) console.log('  (kosong)');
  for (const event of history) console.log(`  ${describeEvent(event)}`);
}

async function run(config: BffConfig, store: ReleaseStore, argv: string[]): Promise<void> {
  const { by, rest: named } = operatorOf(argv);
  const { value: canaryShare, rest } = option(named, '--canary', 'persen sesi (1–99)');
  const operator: Operator = { by, signingKey: signingKey(process.env, (file) => readFileSync(file, 'utf8')) };
  const [command, remoteArg, argument] = rest;
  if (command === 'serve-build') {
    for (const remote of rest.slice(1).map(remoteName)) await serveBuild(config, store, remote, operator);
    return;
  }
  if (command === 'releases' && remoteArg === undefined) {
    for (const remote of REMOTE_KEYS) await list(store, remote);
    return;
  }
  const remote = remoteName(remoteArg);
  if (command === 'release') {
    buildRemote(remote);
    await publish(config, store, remote, buildFolder(remote), operator);
  } else if (command === 'publish') {
    if (!argument) throw new ReleaseError(`Folder build diperlukan: publish ${remote} <folder>`);
    await publish(config, store, remote, path.resolve(argument), operator);
  } else if (command === 'releases') await list(store, remote);
  else if (command === 'promote' || command === 'rollback') {
    if (command === 'promote' && !argument) throw new ReleaseError(`Id rilis diperlukan. ${USAGE}`);
    const provides = await pageProvides(config.shellDir);
    if (canaryShare !== undefined) {
      if (command !== 'promote') throw new ReleaseError(`--canary hanya untuk promote. ${USAGE}`);
      const pointer = await startCanary(store, remote, argument, Number(canaryShare), provides, operator);
      return console.log(
        `${describeCanary(pointer)}; dinilai setelah ${config.canary.windowMs / 1000} s dengan minimal ${config.canary.minSessions} sesi canary.`,
      );
    }
    const pointer = command === 'promote' ? await promote(store, remote, argument, provides, operator) : await rollback(store, remote, provides, operator);
    console.log(
      `Rilis ${remote} ${pointer.live} live (versi pointer ${pointer.version}); setiap BFF memakainya untuk halaman baru dalam ${config.releasePollMs / 1000} s.`,
    );
  } else throw new ReleaseError(USAGE);
}

export async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const store = openReleaseStore(config);
  try {
    await run(config, store, argv);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await store.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
