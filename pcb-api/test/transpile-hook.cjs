// Lets a worker thread started from the TypeScript sources under jest (design-inspector.ts) load them:
// each .ts is transpiled on require, and @pcb/contract (and its server entries) resolves to its sources as in jest.preset.js.
// SWC works outside the worker's V8 heap, so the heap cap under test holds the design's work alone, as when built.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const CONTRACT = {
  '@pcb/contract': path.join(__dirname, '../../contract/src/index.ts'),
  '@pcb/contract/domain': path.join(__dirname, '../../contract/src/domain/index.ts'),
  '@pcb/contract/server/env': path.join(__dirname, '../../contract/src/server/env.ts'),
  '@pcb/contract/server/db': path.join(__dirname, '../../contract/src/server/db.ts'),
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, CONTRACT[request] ?? request, ...rest);
};

const options = { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
require.extensions['.ts'] = (module, filename) => {
  module._compile(transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
};
