/**
 * `npm run test:cluster`: the fleet's fault tests (fleet.test.mjs), not part of `npm test`. One file, in band,
 * as native ES modules (NODE_OPTIONS=--experimental-vm-modules, nothing to transform).
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'cluster',
  rootDir: __dirname,
  testMatch: ['<rootDir>/fleet.test.mjs'],
  testEnvironment: 'node',
  globalSetup: '<rootDir>/jest.global-setup.mjs',
  transform: {},
  maxWorkers: 1,
  verbose: true,
};
