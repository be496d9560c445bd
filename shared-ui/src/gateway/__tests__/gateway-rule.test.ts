import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
const APP_SOURCES = ['shell/src', 'shop-remote/src', 'admin-remote/src', 'webpack/standalone'];
const GATED = /from '(@chakra-ui\/react[^']*|@emotion\/[^']*|react-router|react-router-dom|react-hook-form|@tanstack\/react-query|zustand)'/;

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
