const path = require('node:path');

// A fresh PGlite takes a few seconds to start under jest; route tests share one per file.
module.exports = require('../jest.preset')(__dirname, { setupFilesAfterEnv: [path.join(__dirname, 'test/setup.ts')] });
