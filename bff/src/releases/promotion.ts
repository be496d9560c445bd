import type { LivePointer, RemoteName } from '@pcb/contract';
import { unmetNeeds, type PageProvides } from './compatibility';
import { describeBuild } from './describe';
import { sealRelease, verifyRelease } from './integrity';
import { readBuild, ReleaseError, type ReleaseEvent, type ReleaseStore, type SealedRelease } from './store';

/** Earlier live releases the pointer remembers for rollback. */
const HISTORY_KEPT = 20;

/** Who runs a release command, and the key its releases are verified with (integrity.ts). */
export interface Operator {
  by: string;
  signingKey: string | undefined;
}

/** Runs one step and adds it to the history, refused ones too (with the reason); the event is read once the step has ended. */
async function recorded<T>(store: ReleaseStore, event: () => Omit<ReleaseEvent, 'at' | 'result'>, step: () => Promise<T>): Promise<T> {
  const record = (result: string) => store.recordEvent({ ...event(), at: new Date().toISOString(), result });
  let outcome: T;
  try {
    outcome = await step();
  } catch (error) {
    if (error instanceof ReleaseError) await record(error.message);
    throw error;
  }
  await record('ok');
  return outcome;
}

/** Reads a build folder, seals its files and stores them as a new release, not live. A build with a symlink is refused. */
export async function publishBuild(
  store: ReleaseStore,
  remote: RemoteName,
  build: string,
  origin: { commit: string; builtAt: Date },
  operator: Operator,
): Promise<SealedRelease> {
  let id: string | null = null;
  return recorded(
    store,
    () => ({ remote, action: 'publish', by: operator.by, from: null, to: id }),
    async () => {
      const files = await readBuild(build);
      const release = sealRelease(describeBuild(files, remote, origin), files, operator.signingKey);
      id = release.id;
      await store.publishRelease(release, files);
      return release;
    },
  );
}

/** The release, if it is whole in the store and the page can meet its needs; otherwise the reason, thrown. */
async function loadableRelease(store: ReleaseStore, remote: RemoteName, id: string, provides: PageProvides, operator: Operator): Promise<SealedRelease> {
  const release = await verifyRelease(store, remote, id, operator.signingKey);
  const unmet = unmetNeeds(release, provides);
  if (unmet.length > 0) throw new ReleaseError(`Rilis ${remote} ${id} ditolak: ${unmet.join('; ')}.`);
  return release;
}

/** Makes a release live for every new page load: a compare-and-swap on the pointer read here. */
export async function promote(store: ReleaseStore, remote: RemoteName, id: string, provides: PageProvides, operator: Operator): Promise<LivePointer> {
  const pointer = await store.readPointer(remote);
  return recorded(
    store,
    () => ({ remote, action: 'promote', by: operator.by, from: pointer.live, to: id }),
    async () => {
      await loadableRelease(store, remote, id, provides, operator);
      if (pointer.live === id) throw new ReleaseError(`Rilis ${remote} ${id} sudah live.`);
      const history = pointer.live ? [...pointer.history, pointer.live].slice(-HISTORY_KEPT) : pointer.history;
      return store.swapPointer(remote, pointer, { live: id, history });
    },
  );
}

/** Serves a release to `percent` % of browser sessions beside the live one (releases/canary.ts judges it), the same way. */
export async function startCanary(
  store: ReleaseStore,
  remote: RemoteName,
  id: string,
  percent: number,
  provides: PageProvides,
  operator: Operator,
): Promise<LivePointer> {
  const pointer = await store.readPointer(remote);
  return recorded(
    store,
    () => ({ remote, action: 'canary', by: operator.by, from: pointer.live, to: id }),
    async () => {
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new ReleaseError(`--canary memerlukan persen bulat 1–99, bukan "${percent}".`);
      if (!pointer.live) throw new ReleaseError(`Belum ada rilis ${remote} live untuk dibandingkan; promote tanpa --canary dulu.`);
      if (pointer.canary) throw new ReleaseError(`Canary ${remote} ${pointer.canary.release} masih berjalan; tunggu keputusannya, atau promote/rollback dulu.`);
      await loadableRelease(store, remote, id, provides, operator);
      if (pointer.live === id) throw new ReleaseError(`Rilis ${remote} ${id} sudah live.`);
      const canary = { release: id, percent, startedAt: new Date().toISOString() };
      return store.swapPointer(remote, pointer, { live: pointer.live, history: pointer.history, canary });
    },
  );
}

/**
 * Makes the release live before the current one live again, the same way; while a canary runs, ends
 * the canary instead (its sessions return to the live release).
 */
export async function rollback(store: ReleaseStore, remote: RemoteName, provides: PageProvides, operator: Operator): Promise<LivePointer> {
  const pointer = await store.readPointer(remote);
  if (pointer.canary)
    return recorded(
      store,
      () => canaryEnd(pointer, remote, 'rollback', operator.by),
      () => endCanary(store, remote, pointer, 'rollback'),
    );
  const previous = pointer.history.at(-1);
  return recorded(
    store,
    () => ({ remote, action: 'rollback', by: operator.by, from: pointer.live, to: previous ?? null }),
    async () => {
      if (!previous) throw new ReleaseError(`Tidak ada rilis ${remote} sebelumnya untuk rollback.`);
      await loadableRelease(store, remote, previous, provides, operator);
      return store.swapPointer(remote, pointer, { live: previous, history: pointer.history.slice(0, -1) });
    },
  );
}

export type CanaryVerdict = 'promote' | 'rollback';

/** The history's step for a canary's end: from the release on trial, to the one every session now gets. */
export function canaryEnd(pointer: LivePointer, remote: RemoteName, verdict: CanaryVerdict, by: string): Omit<ReleaseEvent, 'at' | 'result'> {
  const canary = pointer.canary?.release ?? null;
  return { remote, action: verdict, by, from: verdict === 'promote' ? pointer.live : canary, to: verdict === 'promote' ? canary : pointer.live };
}

/** Ends the canary of `pointer`: its release becomes live, or its sessions return to the live one. A compare-and-swap, so it happens once. */
export function endCanary(store: ReleaseStore, remote: RemoteName, pointer: LivePointer, verdict: CanaryVerdict): Promise<LivePointer> {
  const canary = pointer.canary?.release;
  if (!canary) throw new ReleaseError(`Tidak ada canary ${remote} yang berjalan.`);
  if (verdict === 'rollback') return store.swapPointer(remote, pointer, { live: pointer.live, history: pointer.history });
  const history = pointer.live ? [...pointer.history, pointer.live].slice(-HISTORY_KEPT) : pointer.history;
  return store.swapPointer(remote, pointer, { live: canary, history });
}
