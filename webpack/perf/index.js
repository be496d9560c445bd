// The first-load techniques of the three builds, one module each, and the one switch that turns
// them off: `PERF_OFF=name1,name2` (docs/performance.md says what each is worth). Every build
// works with any of them off; `npm run bench:web -- --compare` measures each against the rest.
const TECHNIQUES = {
  precompression: require('./precompression'),
  'startup-preloads': require('./startup-preloads'),
  'page-preloads': require('./page-preloads'),
  'chunk-groups': require('./chunk-groups'),
  'theme-stylesheet': require('./theme-stylesheet'),
  'prebuilt-tokens': require('./prebuilt-tokens'),
  'pure-declarations': require('./pure-declarations'),
  'inline-head': require('./inline-head'),
  'shared-runtime': require('./shared-runtime'),
};

/** The BFF's techniques, which it reads from the same PERF_OFF (bff/src/config.ts): the build knows their names. */
const BFF_TECHNIQUE_NAMES = ['session-in-page'];
/** page-preloads is both: the build writes the lists, the BFF writes the preloads into the page. */
const TECHNIQUE_NAMES = [...Object.keys(TECHNIQUES), ...BFF_TECHNIQUE_NAMES];

/**
 * The techniques `PERF_OFF` turns off. An unknown name stops the build: a typo would otherwise
 * measure the whole layer and call it "off".
 * @param {string | undefined} value
 * @returns {Set<string>}
 */
function techniquesOff(value = process.env.PERF_OFF) {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !TECHNIQUE_NAMES.includes(name));
  if (unknown.length > 0) throw new Error(`PERF_OFF names no technique ${unknown.join(', ')}; the techniques are: ${TECHNIQUE_NAMES.join(', ')}`);
  return new Set(names);
}

/**
 * What a technique knows of the build it changes.
 * @typedef {object} PerfApp
 * @property {boolean} production
 * @property {boolean} page whether the build writes an HTML page (the shell; a remote in development)
 * @property {boolean} remote whether the build is a remote (it exposes an app)
 * @property {string} dir the app's folder
 * @property {string} [paths] a remote's route table module, whose lazily loaded pages the BFF preloads
 * @property {object} federation the ModuleFederationPlugin options, not yet handed to the plugin
 * @property {Set<string>} off the techniques switched off
 */

/**
 * Applies every technique that is not off to an app's webpack configuration.
 * @param {import('webpack').Configuration} config
 * @param {Omit<PerfApp, 'off'>} app
 */
function applyPerf(config, app, off = techniquesOff()) {
  for (const [name, technique] of Object.entries(TECHNIQUES)) if (!off.has(name)) technique(config, { ...app, off });
  return config;
}

module.exports = { applyPerf, techniquesOff, TECHNIQUE_NAMES, BFF_TECHNIQUE_NAMES };
