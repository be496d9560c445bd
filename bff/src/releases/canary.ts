import { createHash } from 'node:crypto';
import type { Canary, LivePointer, RemoteName } from '@pcb/contract';
import { canaryEnd, endCanary, type CanaryVerdict } from './promotion';
import { PromotionConflict, type CanaryTally, type ReleaseCount, type ReleaseStore } from './store';

/**
 * A canary: a release served to a share of browser sessions beside the live one, then judged on what
 * those sessions' pages report. Everything a BFF decides here is a function of the store's canary record
 * and the browser's session id, so every BFF of a fleet decides alike and keeps no state of its own.
 */

/** Draws per ten thousand, so that a share is exact to a hundredth of a percent. */
const DRAWS = 10_000;

/** Whether a browser session gets the canary: its id hashed with the canary's release and start, below the share. */
export function inCanary(sessionId: string, canary: Canary): boolean {
  const digest = createHash('sha256').update(`${canary.release}\n${canary.startedAt}\n${sessionId}`).digest();
  return digest.readUInt32BE(0) % DRAWS < canary.percent * (DRAWS / 100);
}

const NONE: ReleaseCount = { sessions: 0, errors: 0 };

/** Every BFF's counts added up, by release. */
export function sumTallies(tallies: CanaryTally[]): CanaryTally {
  const total: CanaryTally = {};
  for (const tally of tallies)
    for (const [release, count] of Object.entries(tally)) {
      const sum = total[release] ?? NONE;
      total[release] = { sessions: sum.sessions + count.sessions, errors: sum.errors + count.errors };
    }
  return total;
}

const errorRate = ({ sessions, errors }: ReleaseCount) => (sessions === 0 ? 0 : errors / sessions);

/** Kept when its sessions' pages failed no more often than the live release's, otherwise rolled back. */
export const verdictOf = (canary: ReleaseCount, live: ReleaseCount): CanaryVerdict => (errorRate(canary) <= errorRate(live) ? 'promote' : 'rollback');

export interface CanaryRules {
  /** How long a canary runs before it is judged (CANARY_WINDOW_MS). */
  windowMs: number;
  /** The canary sessions it needs before it is judged; a canary with fewer waits for them (CANARY_MIN_SESSIONS). */
  minSessions: number;
}

/** What a judge decided: the counts it went by, and how long the canary ran. */
export interface CanaryDecision {
  remote: RemoteName;
  verdict: CanaryVerdict;
  from: LivePointer;
  canary: ReleaseCount;
  live: ReleaseCount;
  ranMs: number;
}

/**
 * Judges the remote's canary once its window has passed and it has its sessions, and ends it. Many BFFs
 * may judge at once: the end is a compare-and-swap on the pointer, which one wins; the others are
 * answered undefined, as is a canary not yet due. The winner adds the step to the history.
 */
export async function judgeCanary(
  store: ReleaseStore,
  remote: RemoteName,
  rules: CanaryRules,
  by: string,
  now = Date.now(),
): Promise<CanaryDecision | undefined> {
  const pointer = await store.readPointer(remote);
  const { canary: trial, live } = pointer;
  if (!trial || !live) return undefined;
  const ranMs = now - Date.parse(trial.startedAt);
  if (ranMs < rules.windowMs) return undefined;
  const total = sumTallies(await store.readCanaryTallies(remote, pointer.version));
  const counts = { canary: total[trial.release] ?? NONE, live: total[live] ?? NONE };
  if (counts.canary.sessions < rules.minSessions) return undefined;
  const verdict = verdictOf(counts.canary, counts.live);
  try {
    await endCanary(store, remote, pointer, verdict);
  } catch (error) {
    if (error instanceof PromotionConflict) return undefined;
    throw error;
  }
  await store.recordEvent({ ...canaryEnd(pointer, remote, verdict, by), at: new Date(now).toISOString(), result: 'ok' });
  return { remote, verdict, from: pointer, ...counts, ranMs };
}
