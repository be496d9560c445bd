// Every first paint needs React's four shared modules (react, react-dom, their client and JSX
// entries) and everything shared-ui's main entry brings (Chakra's core, Emotion, the router,
// TanStack Query, shared-ui's own code): two scripts instead of six, as on a phone each costs a
// round trip on one of six connections, and /login's form scripts queued behind them. The forms
// entry (react-hook-form and the fields' Chakra parts) is one more script, which the overlays and
// views load too: nearly every screen that uses them has a form or a form dialog. The shell
// provides these modules, so only its build groups shared-ui's. No module has two copies, which
// capping the number of scripts (maxAsyncRequests) had caused.
const path = require('node:path');

const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const sharedUiSource = (file) => path.resolve(__dirname, '../../shared-ui/src', file);

/** Whether a module is in the chunk of the given shared-ui entry (its source file). */
const inChunkOf =
  (entryFile) =>
  (module, { chunkGraph }) => {
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      for (const other of chunkGraph.getChunkModulesIterable(chunk)) {
        if (other.resource === entryFile) return true;
      }
    }
    return false;
  };

module.exports = function chunkGroups(config, { remote }) {
  config.optimization.splitChunks = {
    cacheGroups: {
      react: { test: REACT_MODULES, name: 'react', chunks: 'all', enforce: true },
      ...(!remote && {
        sharedUi: { test: inChunkOf(sharedUiSource('core/index.ts')), name: 'shared-ui', chunks: 'async', enforce: true, priority: 2 },
        sharedUiForms: { test: inChunkOf(sharedUiSource('forms/index.ts')), name: 'shared-ui-forms', chunks: 'async', enforce: true, priority: 1 },
      }),
    },
  };
};
