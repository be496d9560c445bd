import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@pcb/contract';
import { folderStore } from '../src/releases/folder-store';
import type { ReleaseStore } from '../src/releases/store';

/** Where a store keeps its data, and how clients of it are opened: each a "host" sharing only that data. */
export interface StoreLocation {
  open(): ReleaseStore;
  /** The files stored for a release, by path. */
  storedFiles(remote: RemoteName, id: string): Promise<string[]>;
  /** The variables that make `npm run promote` use this store. */
  env: Record<string, string>;
}

/** One kind of store: a fresh, empty location per call; `closeAll` closes every client opened. */
export interface StoreKind {
  name: string;
  /** Whether a process of its own (`npm run promote`) reaches the store: not PGlite, which lives in this one. */
  sharedWithProcesses: boolean;
  /** Whether a swap from a pointer read many versions ago is refused after those versions are forgotten (not by the folder). */
  refusesLongStaleSwaps: boolean;
  fresh(): Promise<StoreLocation>;
  closeAll(): Promise<void>;
}

const folder: StoreKind = {
  name: 'folder',
  sharedWithProcesses: true,
  refusesLongStaleSwaps: false,
  async fresh() {
    const dir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
    return {
      open: () => folderStore(dir),
      storedFiles: async (remote, id) => readdirSync(path.join(dir, remote, id), { recursive: true, encoding: 'utf8' }).sort(),
      env: { RELEASE_STORE: dir },
    };
  },
  closeAll: async () => {},
};

/** Every store the tests run against. */
export const STORE_KINDS: StoreKind[] = [folder];
