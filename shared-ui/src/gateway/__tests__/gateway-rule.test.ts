import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
const APP_SOURCES = ['shell/src', 'shop-remote/src', 'admin-remote/src', 'webpack/standalone'];
const GATED = /from '(@chakra-ui\/react[^']*|react-router|react-router-dom|react-hook-form)'/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('shared-ui as the one gateway to Chakra, the router and the forms', () => {
  it('is the only way the apps reach Chakra, react-router or react-hook-form (a second copy would break their contexts)', () => {
    const offenders = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => GATED.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('keeps Chakra and the router out of the Module Federation shared list, so they are tree-shaken', () => {
    const appConfig = readFileSync(path.join(root, 'webpack/app-config.js'), 'utf8');
    const singletons = appConfig.match(/const LIBRARY_SINGLETONS = \[([^\]]*)\]/)?.[1] ?? '';
    expect(singletons).not.toMatch(/@chakra-ui|react-router/);
    expect(singletons).toMatch(/'react'/);
  });
});
