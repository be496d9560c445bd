// Brotli and gzip copies of every compressible file, at the highest levels, made once at build
// instead of per request: the BFF and serve-remote send the one the browser accepts.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { platform } = require('../import-typescript');

/** What the servers can send precompressed: scripts, styles, pages, pictures drawn in SVG, manifests. */
const COMPRESSIBLE_ASSET = /\.(js|css|html|svg|json)$/;
const { COMPRESSION_THRESHOLD_BYTES } = platform();

module.exports = function precompression(config, { production }) {
  if (!production) return;
  const common = { test: COMPRESSIBLE_ASSET, threshold: COMPRESSION_THRESHOLD_BYTES, minRatio: 0.9 };
  config.plugins.push(
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  );
};
