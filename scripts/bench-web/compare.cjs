// `npm run bench:web -- --compare[=name,…]`: each first-load technique of webpack/perf/ measured with
// it off against everything on, in one run. What can be decided without a browser lives here: which
// techniques, which builds a switch changes, and the table.
const path = require('node:path');
const { techniquesOff, TECHNIQUE_NAMES } = require('../../webpack/perf');

const root = path.resolve(__dirname, '../..');
const APPS = ['shell', 'shop-remote', 'admin-remote'];
/** The screens compared unless `--only` names others: the home page, a sign-in page, an admin and a buyer screen. */
const COMPARE_SCREENS = ['/', '/login', '/admin/dashboard', '/transaksi'];

/** The techniques `--compare` names (all of them when it names none), or null without `--compare`. */
function comparedTechniques(args) {
  const arg = args.find((a) => a === '--compare' || a.startsWith('--compare='));
  if (!arg) return null;
  const names = arg.slice('--compare='.length);
  return arg === '--compare' || names === '' ? [...TECHNIQUE_NAMES] : [...techniquesOff(names)];
}

/**
 * A configuration as text: plugins by their class and options, functions by their source, so that
 * two configurations that would build the same output read the same.
 */
function fingerprint(config) {
  const seen = new WeakSet();
  return JSON.stringify(config, (_key, value) => {
    if (typeof value === 'function') return String(value);
    if (value instanceof RegExp) return String(value);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    if (seen.has(value)) return '(seen)';
    seen.add(value);
    return Object.getPrototypeOf(value) === Object.prototype ? value : { class: value.constructor.name, ...value };
  });
}

function productionConfig(app, off) {
  const previous = process.env.PERF_OFF;
  process.env.PERF_OFF = off;
  try {
    const factory = require(path.join(root, app, 'webpack.config.js'));
    return factory({}, { mode: 'production' });
  } finally {
    if (previous === undefined) delete process.env.PERF_OFF;
    else process.env.PERF_OFF = previous;
  }
}

/** The apps whose production build the technique changes: the others keep the build with everything on. */
function appsChangedBy(technique) {
  return APPS.filter((app) => fingerprint(productionConfig(app, technique)) !== fingerprint(productionConfig(app, '')));
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const FIGURES = [
  ['performance', (value) => String(Math.round(value))],
  ['LCP', (value) => `${Math.round(value)} ms`],
  ['TBT', (value) => `${Math.round(value)} ms`],
  ['jsBytes', (value) => `${kb(value)} KB`],
];

/**
 * The comparison as one markdown table. Each row: `technique`, `screen`, the figures `on` and `off`
 * (performance, LCP, TBT, jsBytes; a figure not measured is absent), and `missed`, the budgets the
 * screen misses with the technique off.
 */
function compareTable(rows) {
  const lines = ['| technique | screen | perf on→off | LCP on→off | TBT on→off | JS KB on→off | budget held with it off |', '|---|---|---|---|---|---|---|'];
  for (const { technique, screen, on, off, missed } of rows) {
    const cells = FIGURES.map(([name, format]) => (on[name] === undefined ? '–' : `${format(on[name])} → ${format(off[name])}`.replace(/ KB → /, ' → ')));
    lines.push(`| ${technique} | ${screen} | ${cells.join(' | ')} | ${missed.length === 0 ? 'yes' : `no (${missed.join(', ')})`} |`);
  }
  return lines.join('\n');
}

module.exports = { APPS, COMPARE_SCREENS, appsChangedBy, comparedTechniques, compareTable };
