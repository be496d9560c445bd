import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_STORE, type Canary, type LivePointer, type ReleaseManifest, type RemoteName } from '@pcb/contract';

/**
 * The release store: each remote's releases (a build, never changed, and its manifest) and its live
 * pointer, whose versions are written by compare-and-swap. Two implementations: a folder on one host's
 * disk (folder-store.ts, `npm start`) and PostgreSQL, which every host of a fleet reaches (postgres-store.ts).
 */
export interface ReleaseStore {
  /** The pointer in force (nothing live before the first promotion). */
  readPointer(remote: RemoteName): Promise<LivePointer>;
  /** A release's manifest as stored: to be verified (integrity.ts) before it is trusted. */
  readRelease(remote: RemoteName, id: string): Promise<SealedRelease | undefined>;
  /** Every release in the store, oldest first. */
  listReleases(remote: RemoteName): Promise<SealedRelease[]>;
  /** What the store holds of a release now: each file's seal, by path; an entry that is not a plain file (a symlink) as `null`. */
  storedFiles(remote: RemoteName, id: string): Promise<Map<string, FileSeal | null>>;
  /**
   * Writes the pointer's next version if the one in force is still `expected`: the compare-and-swap.
   * Throws PromotionConflict, with the pointer that won, when another promotion got there first.
   */
  swapPointer(remote: RemoteName, expected: LivePointer, next: PointerChange): Promise<LivePointer>;
  /** Stores these files as a new release with its sealed manifest (integrity.ts), whole or not at all. */
  publishRelease(release: SealedRelease, files: BuildFile[]): Promise<void>;
  removeReleases(remote: RemoteName, ids: string[]): Promise<void>;
  /** Adds one step to the remote's release history, which is never rewritten. */
  recordEvent(event: ReleaseEvent): Promise<void>;
  /** The newest `limit` steps of the remote's history, oldest first. */
  readHistory(remote: RemoteName, limit: number): Promise<ReleaseEvent[]>;
  /** Replaces what one BFF (`instance`) has counted during the canary of pointer version `version`. */
  writeCanaryTally(remote: RemoteName, version: number, instance: string, tally: CanaryTally): Promise<void>;
  /** What every BFF has counted during that canary. */
  readCanaryTallies(remote: RemoteName, version: number): Promise<CanaryTally[]>;
  close(): Promise<void>;
}

/** What a swap writes: the live release, the rollback history and the canary, none when omitted. */
export type PointerChange = Pick<LivePointer, 'live' | 'history'> & { canary?: Canary | null };

/** Browser sessions served a release, and the failures their pages reported (errors thrown, chunks not loaded). */
export interface ReleaseCount {
  sessions: number;
  errors: number;
}

/** One BFF's counts during a canary, by release id. */
export type CanaryTally = Record<string, ReleaseCount>;

/** A file of a build: its path relative to the build, with `/` between folders, and its content. */
export interface BuildFile {
  path: string;
  content: Buffer;
}

/** A file as published: its SHA-256 (hex) and size. */
export interface FileSeal {
  sha256: string;
  bytes: number;
}

/** The manifest as stored (`release.json`): the release, each of its files' seal, and a signature over both. */
export interface SealedRelease extends ReleaseManifest {
  files: Record<string, FileSeal>;
  /** `hmac-sha256:<hex>` with RELEASE_SIGNING_KEY, else `sha256:<hex>`, of the rest of the manifest (integrity.ts). */
  signature: string;
}

/** One step of a remote's release history: who did what, when, from which live release to which, and how it ended. */
export interface ReleaseEvent {
  remote: RemoteName;
  /** `canary`: a release served to a share of sessions; its end is a `promote` or a `rollback`, by an operator or by the canary's judge. */
  action: 'publish' | 'canary' | 'promote' | 'rollback';
  /** The operator: `--by`, else RELEASE_OPERATOR, else the OS user. */
  by: string;
  at: string;
  /** The release live before (publish: null). */
  from: string | null;
  /** The release published or made live. */
  to: string | null;
  /** `ok`, or why it was refused. */
  result: string;
}

export const RELEASE_FILE = RELEASE_STORE.releaseFile;
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

export const isReleaseId = (id: string): boolean => RELEASE_STORE.releaseId.test(id);

/** The version a swap from `expected` writes. */
export const nextPointer = (expected: LivePointer, next: PointerChange): LivePointer => ({
  version: expected.version + 1,
  live: next.live,
  history: next.history,
  changedAt: new Date().toISOString(),
  canary: next.canary ?? null,
});

/**
 * A build's files, by path in a stable order, a release.json left in it excluded. Anything but plain
 * files and folders is refused: a symlink would publish (and serve) what lies outside the build.
 */
export async function readBuild(build: string): Promise<BuildFile[]> {
  const entries = await readdir(build, { withFileTypes: true, recursive: true });
  const relative = (entry: (typeof entries)[number]) => path.relative(build, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  const odd = entries.find((entry) => !entry.isFile() && !entry.isDirectory());
  if (odd) throw new ReleaseError(`Build ditolak: ${relative(odd)} bukan file biasa (symlink?); rilis hanya memuat file di dalam folder build.`);
  const files = entries
    .filter((entry) => entry.isFile() && entry.name !== RELEASE_FILE)
    .map(relative)
    .sort();
  return Promise.all(files.map(async (file) => ({ path: file, content: await readFile(path.join(build, file)) })));
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
