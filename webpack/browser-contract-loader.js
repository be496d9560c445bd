// The contract's endpoint summaries document the API (pcb-api's OpenAPI page); a browser never
// reads them. Dropping them from browser builds keeps a few kilobytes of prose off every page.
const SUMMARY_LINE = /^\s*summary: (?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`\n]*`),\n/gm;

module.exports = function dropEndpointSummaries(source) {
  return source.replace(SUMMARY_LINE, '');
};
