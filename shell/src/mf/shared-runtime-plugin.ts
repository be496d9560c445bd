import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as remoteRuntimeCore from './remote-runtime-core';

/** Where a remote built with `externalRuntime` looks for the federation runtime's core. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Hands the shell's federation runtime core to the remotes before any of them loads, so that
 * their entries carry no copy of their own (about 10 KB each).
 */
export default function sharedRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pcb-shared-runtime-core',
    beforeInit(args) {
      Object.assign(remoteRuntimeCore.CurrentGlobal, { [RUNTIME_CORE_GLOBAL]: remoteRuntimeCore });
      return args;
    },
  };
}
