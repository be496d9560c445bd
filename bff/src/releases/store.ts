import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LivePointer, ReleaseManifest, RemoteName } from '@pcb/contract';

/**
 * The release store: each remote's releases (a build, never changed, and its manifest) and its live
 * pointer, whose versions are written by compare-and-swap. Two implementations: a folder on one host's
 * disk (folder-store.ts, `npm start`) and PostgreSQL, which every host of a fleet reaches (postgres-store.ts).
 */
export interface ReleaseStore {
  /** The pointer in force (nothing live before the first promotion). */
  readPointer(remote: RemoteName): Promise<LivePointer>;
  readRelease(remote: RemoteName, id: string): Promise<ReleaseManifest | undefined>;
  /** Every release in the store, oldest first. */
  listReleases(remote: RemoteName): Promise<ReleaseManifest[]>;
  /**
   * Writes the pointer's next version if the one in force is still `expected`: the compare-and-swap.
   * Throws PromotionConflict, with the pointer that won, when another promotion got there first.
   */
  swapPointer(remote: RemoteName, expected: LivePointer, next: Pick<LivePointer, 'live' | 'history'>): Promise<LivePointer>;
  /** Copies a build into the store as a new release, which appears whole or not at all. */
  publishRelease(build: string, manifest: Omit<ReleaseManifest, 'bytes'>): Promise<ReleaseManifest>;
  removeReleases(remote: RemoteName, ids: string[]): Promise<void>;
  close(): Promise<void>;
}

export const RELEASE_FILE = 'release.json';
const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-f]{8}$/;
/** Pointer versions kept besides the live one: the pointer itself carries the rollback history. */
export const POINTER_VERSIONS_KEPT = 20;

export const NO_POINTER: LivePointer = { version: 0, live: null, history: [], changedAt: null };

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

/** The version a swap from `expected` writes. */
export const nextPointer = (expected: LivePointer, next: Pick<LivePointer, 'live' | 'history'>): LivePointer => ({
  version: expected.version + 1,
  ...next,
  changedAt: new Date().toISOString(),
});

/** A build's files, by path relative to it with `/` between folders, in a stable order; a release.json left in it excluded. */
export async function buildFiles(build: string): Promise<string[]> {
  const entries = await readdir(build, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name !== RELEASE_FILE)
    .map((entry) => path.relative(build, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Removes all but the newest `keep` releases; the live one and the one a rollback would return to always stay. */
export async function pruneReleases(store: ReleaseStore, remote: RemoteName, keep: number): Promise<string[]> {
  const [pointer, releases] = await Promise.all([store.readPointer(remote), store.listReleases(remote)]);
  const protectedIds = new Set([pointer.live, pointer.history.at(-1)]);
  const removed = releases
    .slice(0, Math.max(0, releases.length - keep))
    .map((r) => r.id)
    .filter((id) => !protectedIds.has(id));
  await store.removeReleases(remote, removed);
  return removed;
}
