// Builds an app's production configuration with a stand-in entry, in a process of its own: webpack
// needs Node's own globals, which the page tests' jsdom environment replaces. The federation plugin is
// left out: its shared modules would make each build half a minute, and the page's own chunks load
// through webpack's runtime either way.
//   node build-stand-in.js <app folder> <entry file> <output folder>
const path = require('node:path');
const webpack = require('webpack');

const [app, entry, outputDir] = process.argv.slice(2);
const config = require(path.resolve(__dirname, '../..', app, 'webpack.config.js'))({}, { mode: 'production' });

webpack(
  {
    ...config,
    entry: { main: entry },
    output: { ...config.output, path: outputDir, clean: true },
    plugins: config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
  },
  (error, stats) => {
    if (error || stats.hasErrors()) {
      console.error(error ?? stats.toString('errors-only'));
      process.exitCode = 1;
    }
  },
);
