// One jest setup for every package: SWC transpiles (type errors are `npm run typecheck`'s job; SWC
// does in milliseconds what ts-jest took seconds of CPU per file for), workspace libraries resolve to
// their sources.
const path = require('node:path');
const { swcOptions } = require('./jest/swc-options');

const root = __dirname;

/** @returns {import('jest').Config} */
module.exports = function jestProject(dir, { displayName, environment = 'node', setupFiles = [], setupFilesAfterEnv = [] } = {}) {
  return {
    displayName: displayName ?? path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.ts$': ['@swc/jest', swcOptions({ tsx: false })],
      '^.+\\.tsx$': ['@swc/jest', swcOptions({ tsx: true })],
    },
    moduleNameMapper: {
      '^@pcb/contract$': path.join(root, 'contract/src/index.ts'),
      '^@pcb/contract/domain$': path.join(root, 'contract/src/domain/index.ts'),
      '^@pcb/contract/server/([a-z-]+)$': path.join(root, 'contract/src/server/$1.ts'),
      '^@pcb/contract/platform$': path.join(root, 'contract/src/platform.ts'),
      '^@pcb/shared-ui$': path.join(root, 'shared-ui/src/core/index.ts'),
      '^@pcb/shared-ui/(overlays|forms|views|testing)$': path.join(root, 'shared-ui/src/$1/index.ts'),
      '\\.(png|jpe?g|svg|webp)(\\?inline)?$': path.join(root, 'jest/file-stub.js'),
      // jsdom has no Web Worker: the Gerber preview reads in-process, with the very function its worker runs.
      '/read-design-in-worker$': path.join(root, 'shared-ui/src/gerber/read-design-in-process.ts'),
    },
    setupFiles,
    setupFilesAfterEnv,
  };
};
