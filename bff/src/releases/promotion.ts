import type { LivePointer, ReleaseManifest, RemoteName } from '@pcb/contract';
import { unmetNeeds, type PageProvides } from './compatibility';
import { ReleaseError, type ReleaseStore } from './store';

/** Earlier live releases the pointer remembers for rollback. */
const HISTORY_KEPT = 20;

/** The release, if it is in the store and the page can meet its needs; otherwise the reason, thrown. */
async function loadableRelease(store: ReleaseStore, remote: RemoteName, id: string, provides: PageProvides): Promise<ReleaseManifest> {
  const release = await store.readRelease(remote, id);
  if (!release) throw new ReleaseError(`Rilis ${remote} ${id} tidak ada di release store.`);
  const unmet = unmetNeeds(release, provides);
  if (unmet.length > 0) throw new ReleaseError(`Rilis ${remote} ${id} ditolak: ${unmet.join('; ')}.`);
  return release;
}

/** Makes a release live for every new page load: a compare-and-swap on the pointer read here. */
export async function promote(store: ReleaseStore, remote: RemoteName, id: string, provides: PageProvides): Promise<LivePointer> {
  const pointer = await store.readPointer(remote);
  await loadableRelease(store, remote, id, provides);
  if (pointer.live === id) throw new ReleaseError(`Rilis ${remote} ${id} sudah live.`);
  const history = pointer.live ? [...pointer.history, pointer.live].slice(-HISTORY_KEPT) : pointer.history;
  return store.swapPointer(remote, pointer, { live: id, history });
}

/** Makes the release live before the current one live again, the same way. */
export async function rollback(store: ReleaseStore, remote: RemoteName, provides: PageProvides): Promise<LivePointer> {
  const pointer = await store.readPointer(remote);
  const previous = pointer.history.at(-1);
  if (!previous) throw new ReleaseError(`Tidak ada rilis ${remote} sebelumnya untuk rollback.`);
  await loadableRelease(store, remote, previous, provides);
  return store.swapPointer(remote, pointer, { live: previous, history: pointer.history.slice(0, -1) });
}
