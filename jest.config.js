/** Every package's tests: `npm test` at the root. */
module.exports = {
  projects: ['contract', 'shared-ui', 'shell', 'shop-remote', 'admin-remote', 'bff', 'pcb-api', 'scripts'].map((dir) => `<rootDir>/${dir}`),
  // Jest's default is one worker fewer than the cores, and one worker means running in band: on a
  // 2-core machine half the CPU sat idle while the parent process mostly waits.
  maxWorkers: '100%',
  // Tests that hash passwords or boot PGlite take seconds on a busy 2-core machine; 5 s failed them there.
  // Jest reads this from the root configuration only: set per project it was ignored.
  testTimeout: 30_000,
};
