/** Every package's tests: `npm test` at the root. */
const os = require('node:os');

module.exports = {
  projects: ['contract', 'shared-ui', 'shell', 'shop-remote', 'admin-remote', 'bff', 'pcb-api', 'scripts'].map((dir) => `<rootDir>/${dir}`),
  // One worker more than the cores: the tests wait on timers, sockets, worker threads and PGlite's start
  // often enough that as many workers as cores left a core idle. Measured on the 2-core machine, the
  // whole suite: 2 workers 230 s wall, 407 s of CPU; 3 workers 183 s, 351 s; 4 workers 184 s.
  maxWorkers: os.availableParallelism() + 1,
  // Tests that hash passwords or boot PGlite take seconds on a busy 2-core machine; 5 s failed them there.
  // Jest reads this from the root configuration only: set per project it was ignored.
  testTimeout: 30_000,
};
