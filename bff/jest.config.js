const path = require('node:path');

// The real-stack tests boot pcb-api on PGlite: from the migrated template pcb-api's global setup makes.
module.exports = {
  ...require('../jest.preset')(__dirname),
  globalSetup: path.join(__dirname, '../pcb-api/test/global-setup.ts'),
};
