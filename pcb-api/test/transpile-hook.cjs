// Lets a worker thread started from the TypeScript sources under jest (design-inspector.ts) load them:
// each .ts is transpiled on require, and @pcb/contract resolves to its sources as in jest.preset.js.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const ts = require('typescript');

const CONTRACT = path.join(__dirname, '../../contract/src/index.ts');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, request === '@pcb/contract' ? CONTRACT : request, ...rest);
};

const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
