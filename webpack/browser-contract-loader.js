// Prepares a contract source for a browser build, where each app bundles the contract itself and
// should keep only what its pages use.
//
// The endpoint summaries document the API (pcb-api's OpenAPI page); a browser never reads them, so
// they are dropped: a few kilobytes of prose off every page.
const markTopLevelCallsPure = require('./perf/pure-declarations-loader');

const SUMMARY = /^\s*summary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`\n]*`),\n/gm;

// Webpack and Terser drop an unused constant only when they know that computing it does nothing
// else, and a call could do anything. The contract's calls that build a value at load time (schema
// builders such as `Type.Object(…)`, which typebox-stub.js turns into empty objects, `endpoint({…})`,
// and the top-level constants built by a helper such as `requestEndpoints(…)`) are pure: the contract
// is stateless. Marked `/*#__PURE__*/`, the schemas and tables no page uses fall away.
const SCHEMA_OR_ENDPOINT_CALL = /(?<![\w$.])(?=(?:Type\.\w+|endpoint)\()/g;
const PURE = '/*#__PURE__*/ ';

module.exports = function prepareContractForBrowser(source) {
  return markTopLevelCallsPure(source.replace(SUMMARY, '').replace(SCHEMA_OR_ENDPOINT_CALL, PURE));
};
