// Lets a process started from the TypeScript sources (the design inspection under jest, design-inspector.ts, and
// test:rolling's pcb-api) load them: each .ts is transpiled on require, and @pcb/contract and each of its entries
// resolves to its sources as in jest.preset.js. SWC works outside the process's V8 heap, so the heap cap under test
// holds the design's work alone, as when built.
//
// Jest's tests start an inspection process about 46 times in custom-requests.test.ts alone, each loading some 50 .ts
// files and 270 modules: about 270 ms of CPU apiece, most of it SWC and V8 compiling the same code again. The
// transpiled code is kept on disk (named by its source's hash) and V8's compile cache is on, so a later process
// skips both: about 150 ms each.
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const CACHE = path.join(__dirname, '../../node_modules/.cache/pcb-api-transpile');
Module.enableCompileCache(path.join(CACHE, 'v8'));

const CONTRACT_SOURCES = path.join(__dirname, '../../contract/src');

/** `@pcb/contract` and each of its entries (`/domain`, `/server/log`, …) as its source file, so no built contract is needed. */
function contractSource(request) {
  const match = /^@pcb\/contract(?:\/(.+))?$/.exec(request);
  if (!match) return null;
  const entry = match[1] ?? 'index';
  return [`${entry}.ts`, `${entry}/index.ts`].map((file) => path.join(CONTRACT_SOURCES, file)).find((file) => fs.existsSync(file)) ?? null;
}

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, contractSource(request) ?? request, ...rest);
};

const options = { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
/** What else the transpiled code depends on: a new SWC or new options miss the cache. */
const TRANSPILER = JSON.stringify([require('@swc/core/package.json').version, options]);

/** The source transpiled, from the disk cache or by SWC (loaded only on a miss); written by rename, as parallel processes share the folder. */
function transpile(source, filename) {
  const cached = path.join(CACHE, `${crypto.createHash('sha256').update(TRANSPILER).update(source).digest('hex')}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    const { code } = require('@swc/core').transformSync(source, { ...options, filename });
    fs.mkdirSync(CACHE, { recursive: true });
    const partial = `${cached}.${process.pid}.partial`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, cached);
    return code;
  }
}

require.extensions['.ts'] = (module, filename) => {
  module._compile(transpile(fs.readFileSync(filename, 'utf8'), filename), filename);
};
