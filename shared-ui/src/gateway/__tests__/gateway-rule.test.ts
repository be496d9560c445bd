import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

// The import rules themselves (apps reach these libraries only through shared-ui, the browser never
// imports the whole endpoint table) are ESLint's: see scripts/test/lint-rules.test.ts.
describe('shared-ui as the one gateway to Chakra, the router, the forms and the query cache', () => {
  it('keeps what shared-ui bundles out of the Module Federation shared list, so it is tree-shaken', () => {
    const appConfig = readFileSync(path.join(root, 'webpack/app-config.js'), 'utf8');
    const singletons = appConfig.match(/const LIBRARY_SINGLETONS = \[([^\]]*)\]/)?.[1] ?? '';
    expect(singletons).not.toMatch(/@chakra-ui|@emotion|react-router|@tanstack|zustand/);
    expect(singletons).toMatch(/'react'/);
  });
});
