// The first-load techniques of the three builds, one module each (named in the platform table,
// contract/src/platform.ts), and the one switch that turns them off: `PERF_OFF=name1,name2`
// (docs/performance.md says what each is worth). Every build works with any of them off;
// `npm run bench:web -- --compare` measures each against the rest.
const { platform } = require('../import-typescript');

const { PERF_TECHNIQUES } = platform();
/** Each of the build's techniques is the module of its name. */
const TECHNIQUES = Object.fromEntries(PERF_TECHNIQUES.build.map((name) => [name, require(`./${name}`)]));
/** The build's and the BFF's, which it reads from the same PERF_OFF (bff/src/config.ts). */
const TECHNIQUE_NAMES = [...new Set([...PERF_TECHNIQUES.build, ...PERF_TECHNIQUES.bff])];

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
 * @property {import('./page-preloads').RouteTable} [paths] a remote's route table, whose lazily loaded pages the BFF preloads
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

module.exports = { applyPerf, techniquesOff, TECHNIQUE_NAMES };
