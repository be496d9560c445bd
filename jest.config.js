/** Every package's tests: `npm test` at the root. */
const os = require('node:os');

module.exports = {
  projects: ['contract', 'shared-ui', 'shell', 'shop-remote', 'admin-remote', 'bff', 'pcb-api', 'scripts'].map((dir) => `<rootDir>/${dir}`),
  // One worker more than the cores: the tests wait on timers, sockets, worker threads and PGlite's start
  // often enough that as many workers as cores left a core idle. Measured on the 2-core machine, the
  // whole suite: 2 workers 230 s wall, 407 s of CPU; 3 workers 183 s, 351 s; 4 workers 184 s.
  maxWorkers: os.availableParallelism() + 1,
  // A worker that has run a few files holds their module registries and PGlite heaps (up to 2.9 GB
  // each), and every later file pays for that garbage: files that ran late took twice as long. Restarted
  // past 512 MB, the whole suite on a fresh clone took 184 s instead of 225 s, and 331 s of CPU, not 411.
  workerIdleMemoryLimit: '512MB',
  // Tests that hash passwords or boot PGlite take seconds on a busy 2-core machine; 5 s failed them there.
  // Jest reads this from the root configuration only: set per project it was ignored.
  testTimeout: 30_000,
};
