// Runs the release commands from their TypeScript sources in a process of their own, as
// `npm run promote` would (bff/src/releases/cli.ts), for the tests that need real processes.
const path = require('node:path');
const { createJiti } = require('jiti');

const root = path.resolve(__dirname, '..', '..');
const jiti = createJiti(__filename, {
  alias: {
    '@pcb/contract/server/env': path.join(root, 'contract/src/server/env.ts'),
    '@pcb/contract/server/db': path.join(root, 'contract/src/server/db.ts'),
    '@pcb/contract': path.join(root, 'contract/src/index.ts'),
  },
});

jiti
  .import(path.join(__dirname, '../src/releases/cli.ts'))
  .then(({ main }) => main(process.argv.slice(2)))
  .then((code) => (process.exitCode = code));
