// What a remote's federation runtime imports from `@module-federation/runtime-core`, and so what
// the shell hands the remotes that build with `externalRuntime` (shared-runtime-plugin.ts). Named,
// not the whole module: the shell already bundles each of these, and nothing else is needed.
export {
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
