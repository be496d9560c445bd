import { createHash, randomBytes } from 'node:crypto';
import { appendFile, link, mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_STORE, type LivePointer, type RemoteName } from '@pcb/contract';
import {
  isReleaseId,
  nextPointer,
  NO_POINTER,
  POINTER_VERSIONS_KEPT,
  PromotionConflict,
  RELEASE_FILE,
  type CanaryTally,
  type FileSeal,
  type ReleaseEvent,
  type ReleaseStore,
  type SealedRelease,
} from './store';

/**
 * The release store as folders on one host's disk (`RELEASE_STORE`), laid out as the platform table says
 * (contract/src/platform.ts), which that remote's server serves as it is. A release is never changed; the
 * history is appended to.
 *
 * The pointer's versions are created with link(2), which refuses a name that exists: of two
 * promotions that read version n, exactly one creates n+1 and the other is told. A rename would
 * replace without looking, so it cannot compare; a lock file could be left behind by a crash.
 * A version is written whole to a temporary file before it is linked, so a reader never sees half of one.
 */

const { pointerDir: POINTER_DIR, pointerFile: POINTER_FILE, historyFile: HISTORY_FILE, canaryDir: CANARY_DIR } = RELEASE_STORE;
/** A BFF's name as a file name: its characters that could leave the folder replaced. */
const fileNameOf = (instance: string) => `${instance.replace(/[^\w.-]/g, '_')}.json`;

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

async function forgetOldPointerVersions(dir: string): Promise<void> {
  const old = (await pointerVersions(dir)).slice(0, -POINTER_VERSIONS_KEPT);
  await Promise.all(
    old.flatMap((version) => [
      rm(path.join(dir, POINTER_DIR, `${version}.json`), { force: true }),
      rm(path.join(dir, CANARY_DIR, String(version)), { recursive: true, force: true }),
    ]),
  );
}

/** Each entry of a release's folder but its manifest, by path: a plain file's seal, anything else (a symlink) null. */
async function folderSeals(dir: string): Promise<Map<string, FileSeal | null>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const seals = await Promise.all(
    entries
      .filter((entry) => !entry.isDirectory() && !(entry.parentPath === dir && entry.name === RELEASE_FILE))
      .map(async (entry): Promise<[string, FileSeal | null]> => {
        const file = path.join(entry.parentPath, entry.name);
        const relative = path.relative(dir, file).split(path.sep).join('/');
        if (!entry.isFile()) return [relative, null];
        const content = await readFile(file);
        return [relative, { sha256: createHash('sha256').update(content).digest('hex'), bytes: content.length }];
      }),
  );
  return new Map(seals);
}

export function folderStore(store: string): ReleaseStore {
  const remoteDir = (remote: RemoteName) => path.join(store, remote);

  async function readPointer(remote: RemoteName): Promise<LivePointer> {
    const dir = remoteDir(remote);
    const newest = (await pointerVersions(dir)).at(-1);
    if (newest === undefined) return NO_POINTER;
    return (await readJson<LivePointer>(path.join(dir, POINTER_DIR, `${newest}.json`))) ?? NO_POINTER;
  }

  async function readRelease(remote: RemoteName, id: string): Promise<SealedRelease | undefined> {
    if (!isReleaseId(id)) return undefined;
    return readJson<SealedRelease>(path.join(remoteDir(remote), id, RELEASE_FILE));
  }

  return {
    readPointer,
    readRelease,

    async listReleases(remote) {
      const names = await readdir(remoteDir(remote)).catch(() => [] as string[]);
      const releases = await Promise.all(names.filter(isReleaseId).map((id) => readRelease(remote, id)));
      return releases.filter((release): release is SealedRelease => release !== undefined).sort((a, b) => a.id.localeCompare(b.id));
    },

    async swapPointer(remote, expected, next) {
      const dir = path.join(remoteDir(remote), POINTER_DIR);
      await mkdir(dir, { recursive: true });
      const pointer = nextPointer(expected, next);
      const draft = path.join(dir, `.draft-${randomBytes(6).toString('hex')}`);
      await writeFile(draft, `${JSON.stringify(pointer, null, 2)}\n`);
      try {
        await link(draft, path.join(dir, `${pointer.version}.json`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new PromotionConflict(await readPointer(remote));
        throw error;
      } finally {
        await unlink(draft);
      }
      await forgetOldPointerVersions(remoteDir(remote));
      return pointer;
    },

    storedFiles: (remote, id) => (isReleaseId(id) ? folderSeals(path.join(remoteDir(remote), id)) : Promise.resolve(new Map())),

    /** Written beside the releases under a name no server serves, then renamed to its id. */
    async publishRelease(release, files) {
      const dir = remoteDir(release.remote);
      const staging = path.join(dir, `.staging-${randomBytes(6).toString('hex')}`);
      await mkdir(dir, { recursive: true });
      try {
        for (const file of files) {
          const target = path.join(staging, ...file.path.split('/'));
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, file.content, { flag: 'wx' });
        }
        await writeFile(path.join(staging, RELEASE_FILE), JSON.stringify(release, null, 2));
        await rename(staging, path.join(dir, release.id));
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    /** A release goes out of sight (renamed) before its files are deleted. */
    async removeReleases(remote, ids) {
      for (const id of ids) {
        const doomed = path.join(remoteDir(remote), `.removing-${id}`);
        await rename(path.join(remoteDir(remote), id), doomed);
        await rm(doomed, { recursive: true, force: true });
      }
    },

    /** One line appended: a line written by one call is never interleaved with another's. */
    async recordEvent(event) {
      await mkdir(remoteDir(event.remote), { recursive: true });
      await appendFile(path.join(remoteDir(event.remote), HISTORY_FILE), `${JSON.stringify(event)}\n`);
    },

    async readHistory(remote, limit) {
      const text = await readFile(path.join(remoteDir(remote), HISTORY_FILE), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .slice(-limit)
        .map((line) => JSON.parse(line) as ReleaseEvent);
    },

    /** Written whole to a temporary file, then renamed over the last one: a reader sees one or the other. */
    async writeCanaryTally(remote, version, instance, tally) {
      const dir = path.join(remoteDir(remote), CANARY_DIR, String(version));
      await mkdir(dir, { recursive: true });
      const draft = path.join(dir, `.draft-${randomBytes(6).toString('hex')}`);
      await writeFile(draft, JSON.stringify(tally));
      await rename(draft, path.join(dir, fileNameOf(instance)));
    },

    async readCanaryTallies(remote, version) {
      const dir = path.join(remoteDir(remote), CANARY_DIR, String(version));
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
      const tallies = await Promise.all(names.map((name) => readJson<CanaryTally>(path.join(dir, name))));
      return tallies.filter((tally): tally is CanaryTally => tally !== undefined);
    },

    close: async () => {},
  };
}
