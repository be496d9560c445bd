import { randomBytes } from 'node:crypto';
import { cp, link, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LivePointer, ReleaseManifest, RemoteName } from '@pcb/contract';

/**
 * The release store: one folder per remote, which that remote's server serves as it is.
 *
 *   <store>/<remote>/<id>/…            a release: the remote's build and its release.json, never changed
 *   <store>/<remote>/pointer/<n>.json  the live pointer, version n; the highest n is the one in force
 *
 * The pointer's versions are created with link(2), which refuses a name that exists: of two
 * promotions that read version n, exactly one creates n+1 and the other is told. A rename would
 * replace without looking, so it cannot compare; a lock file could be left behind by a crash.
 * A version is written whole to a temporary file before it is linked, so a reader never sees half of one.
 */

export const RELEASE_FILE = 'release.json';
const POINTER_DIR = 'pointer';
/** Pointer versions kept on disk besides the live one: the pointer itself carries the rollback history. */
const POINTER_VERSIONS_KEPT = 20;
const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-f]{8}$/;
const POINTER_FILE = /^(\d+)\.json$/;

const NO_POINTER: LivePointer = { version: 0, live: null, history: [], changedAt: null };

export class ReleaseError extends Error {}

/** Another promotion changed the pointer between this one's read and its write. */
export class PromotionConflict extends ReleaseError {
  constructor(readonly current: LivePointer) {
    super(
      `Promosi lain lebih dulu mengubah rilis live (versi ${current.version}, live: ${current.live ?? '-'}); promosi ini tidak dijalankan. Periksa dengan npm run releases lalu ulangi bila perlu.`,
    );
  }
}

export const isReleaseId = (id: string): boolean => RELEASE_ID.test(id);

export function remoteDir(store: string, remote: RemoteName): string {
  return path.join(store, remote);
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function pointerVersions(dir: string): Promise<number[]> {
  const names = await readdir(path.join(dir, POINTER_DIR)).catch(() => [] as string[]);
  return names
    .flatMap((name) => POINTER_FILE.exec(name)?.[1] ?? [])
    .map(Number)
    .sort((a, b) => a - b);
}

/** The pointer in force: its highest version (nothing live before the first promotion). */
export async function readPointer(store: string, remote: RemoteName): Promise<LivePointer> {
  const dir = remoteDir(store, remote);
  const newest = (await pointerVersions(dir)).at(-1);
  if (newest === undefined) return NO_POINTER;
  return (await readJson<LivePointer>(path.join(dir, POINTER_DIR, `${newest}.json`))) ?? NO_POINTER;
}

export async function readRelease(store: string, remote: RemoteName, id: string): Promise<ReleaseManifest | undefined> {
  if (!isReleaseId(id)) return undefined;
  return readJson<ReleaseManifest>(path.join(remoteDir(store, remote), id, RELEASE_FILE));
}

/** Every release in the store, oldest first. */
export async function listReleases(store: string, remote: RemoteName): Promise<ReleaseManifest[]> {
  const names = await readdir(remoteDir(store, remote)).catch(() => [] as string[]);
  const releases = await Promise.all(names.filter(isReleaseId).map((id) => readRelease(store, remote, id)));
  return releases.filter((release): release is ReleaseManifest => release !== undefined).sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Writes the pointer's next version if the one in force is still `expected`: the compare-and-swap.
 * Throws PromotionConflict, with the pointer that won, when another promotion got there first.
 */
export async function swapPointer(store: string, remote: RemoteName, expected: LivePointer, next: Pick<LivePointer, 'live' | 'history'>): Promise<LivePointer> {
  const dir = path.join(remoteDir(store, remote), POINTER_DIR);
  await mkdir(dir, { recursive: true });
  const pointer: LivePointer = { version: expected.version + 1, ...next, changedAt: new Date().toISOString() };
  const draft = path.join(dir, `.draft-${randomBytes(6).toString('hex')}`);
  await writeFile(draft, `${JSON.stringify(pointer, null, 2)}\n`);
  try {
    await link(draft, path.join(dir, `${pointer.version}.json`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new PromotionConflict(await readPointer(store, remote));
    throw error;
  } finally {
    await unlink(draft);
  }
  await forgetOldPointerVersions(dir);
  return pointer;
}

async function forgetOldPointerVersions(dir: string): Promise<void> {
  const old = (await pointerVersions(path.dirname(dir))).slice(0, -POINTER_VERSIONS_KEPT);
  await Promise.all(old.map((version) => rm(path.join(dir, `${version}.json`), { force: true })));
}

async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const sizes = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => stat(path.join(entry.parentPath, entry.name)).then((s) => s.size)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Copies a build into the store as a new release. It appears whole or not at all: copied beside the
 * releases under a name no server serves, then renamed to its id.
 */
export async function publishRelease(store: string, build: string, manifest: Omit<ReleaseManifest, 'bytes'>): Promise<ReleaseManifest> {
  const dir = remoteDir(store, manifest.remote);
  const staging = path.join(dir, `.staging-${randomBytes(6).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  try {
    await cp(build, staging, { recursive: true, filter: (source) => path.basename(source) !== RELEASE_FILE });
    const release: ReleaseManifest = { ...manifest, bytes: await folderBytes(staging) };
    await writeFile(path.join(staging, RELEASE_FILE), JSON.stringify(release, null, 2));
    await rename(staging, path.join(dir, manifest.id));
    return release;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Removes all but the newest `keep` releases; the live one and the one a rollback would return to
 * always stay. A release goes out of sight (renamed) before its files are deleted.
 */
export async function pruneReleases(store: string, remote: RemoteName, keep: number): Promise<string[]> {
  const pointer = await readPointer(store, remote);
  const protectedIds = new Set([pointer.live, pointer.history.at(-1)]);
  const releases = await listReleases(store, remote);
  const removed = releases
    .slice(0, Math.max(0, releases.length - keep))
    .map((r) => r.id)
    .filter((id) => !protectedIds.has(id));
  const dir = remoteDir(store, remote);
  for (const id of removed) {
    const doomed = path.join(dir, `.removing-${id}`);
    await rename(path.join(dir, id), doomed);
    await rm(doomed, { recursive: true, force: true });
  }
  return removed;
}
