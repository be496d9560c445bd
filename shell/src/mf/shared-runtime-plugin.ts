import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * What a remote's federation runtime takes from `@module-federation/runtime-core`: the remotes
 * build with `externalRuntime` and read it from this global instead of bundling their own copy.
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Hands the shell's federation runtime core to the remotes before any of them loads. Named
 * exports, not the whole module (as Module Federation's own provider does): the shell already
 * bundles each of them, so the remotes shed their copy and the shell gains nothing.
 */
export default function sharedRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pcb-shared-runtime-core',
    beforeInit(args) {
      Object.assign(CurrentGlobal, {
        [RUNTIME_CORE_GLOBAL]: {
          CurrentGlobal,
          Module,
          ModuleFederation,
          assert,
          getGlobalFederationConstructor,
          getRemoteEntry,
          getRemoteInfo,
          helpers,
          loadScript,
          loadScriptNode,
          registerGlobalPlugins,
          satisfy,
          setGlobalFederationConstructor,
          setGlobalFederationInstance,
        },
      });
      return args;
    },
  };
}
