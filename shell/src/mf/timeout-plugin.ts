import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Spec: module chunks load with a 120 s time-out. The remotes' chunks get it from `output.chunkLoadTimeout`. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

/**
 * Gives every remote entry script 120 s instead of the runtime's 20 s. (Remotes are registered by
 * their entry script, so the runtime fetches no manifest that would need a time-out of its own.)
 */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pcb-remote-timeouts',
    createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }),
  };
}
