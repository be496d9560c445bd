// A remote's production entry reads the federation runtime's core from the shell
// (shell/src/mf/shared-runtime-plugin.ts) instead of carrying a second copy: about 10 KB less on
// every shop page. A remote's development page runs on its own, with a runtime of its own.
module.exports = function sharedRuntime(_config, { remote, page, federation }) {
  if (remote && !page) federation.experiments.externalRuntime = true;
};
