// Chakra's createSystem module, which the theme techniques rewrite in production builds: the
// loaders fail the build when Chakra's code no longer has the shape they expect.

const CHAKRA_CREATE_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

function replaceOnce(source, pattern, replacement, loader) {
  const found = typeof pattern === 'string' ? source.includes(pattern) : pattern.test(source);
  if (!found) throw new Error(`Chakra's createSystem no longer contains \`${pattern}\`: update webpack/perf/${loader}`);
  return source.replace(pattern, () => replacement);
}

module.exports = { CHAKRA_CREATE_SYSTEM, replaceOnce };
