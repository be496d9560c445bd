const path = require('node:path');

// A fresh PGlite takes a few seconds to start under jest; route tests share one per file, started from
// a migrated template the global setup makes once.
module.exports = {
  ...require('../jest.preset')(__dirname, { setupFilesAfterEnv: [path.join(__dirname, 'test/setup.ts')] }),
  globalSetup: path.join(__dirname, 'test/global-setup.ts'),
};
