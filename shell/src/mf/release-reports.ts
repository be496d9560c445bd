import { RELEASE_REPORT_PATH, remoteForPath, type ReleaseReport } from '@pcb/contract';
import { bff } from '@pcb/shared-ui';
import { isLoadFailure, releaseOfRemote, RemoteRefused } from './remotes';

/** Reports a page sends at most: a page that keeps failing has said so by then. */
const REPORTS_PER_PAGE = 5;

let sent = 0;
const reported = new WeakSet<object>();

/**
 * Tells the BFF that the page's remote failed, by its release: an error thrown in the page or a chunk
 * that did not load. A canary release is judged on these (docs/releases.md). Once per error, a few per
 * page; a refused remote (already explained) and a report that cannot be sent are let be.
 */
export function reportFailure(error: unknown): void {
  if (error instanceof RemoteRefused || sent >= REPORTS_PER_PAGE) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const remote = remoteForPath(window.location.pathname);
  const release = releaseOfRemote(remote);
  if (!release) return;
  sent += 1;
  const body: ReleaseReport = { remote, release, kind: isLoadFailure(error) ? 'chunk-error' : 'page-error' };
  bff.request('POST', RELEASE_REPORT_PATH, { body }).catch(() => undefined);
}

/** Reports the errors nothing in the page caught (React's caught ones come through createRoot's callbacks: main.tsx). */
export function reportUncaughtFailures(): void {
  window.addEventListener('error', (event) => reportFailure(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportFailure(event.reason));
}
