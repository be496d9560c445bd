import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
const APP_SOURCES = ['shell/src', 'shop-remote/src', 'admin-remote/src', 'webpack/standalone'];
const GATED = /from '(@chakra-ui\/react[^']*|@emotion\/[^']*|react-router|react-router-dom|react-hook-form|@tanstack\/react-query|zustand)'/;
/** Every package a browser build bundles: shared-ui and the apps. */
const BROWSER_SOURCES = ['shared-ui/src', ...APP_SOURCES];
/** `endpoints` named in an import or re-export of the contract, as a value or as a type. */
const WHOLE_ENDPOINT_TABLE = /(?:import|export)(?: type)? \{[^}]*\bendpoints\b[^}]*\} from '@pcb\/contract'/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('shared-ui as the one gateway to Chakra, the router, the forms and the query cache', () => {
  it('is the only way the apps reach Chakra, Emotion, react-router, react-hook-form, TanStack Query or zustand (a second copy would break their contexts)', () => {
    const offenders = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => GATED.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('keeps what shared-ui bundles out of the Module Federation shared list, so it is tree-shaken', () => {
    const appConfig = readFileSync(path.join(root, 'webpack/app-config.js'), 'utf8');
    const singletons = appConfig.match(/const LIBRARY_SINGLETONS = \[([^\]]*)\]/)?.[1] ?? '';
    expect(singletons).not.toMatch(/@chakra-ui|@emotion|react-router|@tanstack|zustand/);
    expect(singletons).toMatch(/'react'/);
  });
});

describe('the browser code and the contract', () => {
  // `endpoints` spreads every domain's table into one object, so a bundle that reads one endpoint
  // through it keeps every endpoint and schema of the API; the servers (bff, pcb-api) need it whole.
  it("calls endpoints through their domain's table (productEndpoints.listProducts), never through the whole `endpoints`", () => {
    const offenders = BROWSER_SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => WHOLE_ENDPOINT_TABLE.test(readFileSync(file, 'utf8')))
      .map(
        (file) =>
          `${path.relative(root, file)} imports \`endpoints\` from the contract, which keeps every domain's endpoints and schemas ` +
          "in the browser bundle: import the domain's table instead (productEndpoints, cartEndpoints…), which webpack tree-shakes",
      );
    expect(offenders).toEqual([]);
  });
});
