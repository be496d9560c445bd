import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The table alone, not the contract's index: a runtime plugin is in every runtime, the design worker's too,
// and the index there brought the whole contract into the shell's first chunk.
import { LOAD_TIMEOUT_MS } from '@pcb/contract/platform';

/**
 * Gives every remote entry script the spec's 120 s instead of the runtime's 20 s; the remotes' chunks get
 * it from `output.chunkLoadTimeout`. (Remotes are registered by their entry script, so the runtime
 * fetches no manifest that would need a time-out of its own.)
 */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pcb-remote-timeouts',
    createScript: () => ({ timeout: LOAD_TIMEOUT_MS }),
  };
}
