/**
 * How jest transpiles TypeScript, as tsconfig.base.json compiles: ES2022, CommonJS, the automatic JSX
 * runtime. JSX is parsed in .tsx files only, as tsc does.
 */
const swcOptions = ({ tsx }) => ({
  jsc: { parser: { syntax: 'typescript', tsx }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
  module: { type: 'commonjs' },
});

module.exports = { swcOptions };
