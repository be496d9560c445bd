import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Spec: module chunks load with a 120 s time-out. The remotes' chunks get it from `output.chunkLoadTimeout`. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

function abortAfter(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Remote manifest timed out', 'TimeoutError')), ms);
  return controller.signal;
}

/**
 * Gives every remote entry script 120 s instead of the runtime's 20 s, and every
 * `mf-manifest.json` request (which the runtime sends without any time-out) an abort at 120 s.
 */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pcb-remote-timeouts',
    createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }),
    fetch: (url, init) => fetch(url, { ...init, signal: abortAfter(REMOTE_LOAD_TIMEOUT_MS) }),
  };
}
