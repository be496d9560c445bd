// The build names each lazily loaded page's chunk after its key in the remote's route table, by hand
// (`webpackChunkName: "page-login"`): webpack/perf/page-preloads.js refuses a build where the two disagree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@pcb/contract';
import { paths as adminPaths } from '../../admin-remote/src/lib/paths';
import { paths as shopPaths } from '../../shop-remote/src/lib/paths';

const root = path.join(__dirname, '../..');
const { pageChunkRoutes } = require(path.join(root, 'webpack/perf/page-preloads.js')) as {
  pageChunkRoutes(chunkNames: string[], paths: Record<string, string>, withoutPageChunk: readonly string[]): Map<string, string[]>;
};

/** The chunk names an app's source gives its lazy imports. */
function chunkNamesOf(remote: keyof typeof REMOTES): string[] {
  const { folder, app } = REMOTES[remote];
  const source = readFileSync(path.join(root, folder, app), 'utf8');
  return [...source.matchAll(/webpackChunkName: "([\w-]+)"/g)].map((match) => match[1]);
}

const tables = { shop: shopPaths, admin: adminPaths };

describe('the page chunks and the route table', () => {
  it.each(Object.keys(tables) as (keyof typeof tables)[])('agree in the %s remote: every lazy route has its chunk', (remote) => {
    const routes = pageChunkRoutes(chunkNamesOf(remote), tables[remote], REMOTES[remote].pathsWithoutPageChunk);
    const named = [...routes.values()].flat();
    expect(named.sort()).toEqual(
      Object.keys(tables[remote])
        .filter((key) => !(REMOTES[remote].pathsWithoutPageChunk as readonly string[]).includes(key))
        .sort(),
    );
  });

  it('refuses a chunk named after no route', () => {
    const names = chunkNamesOf('shop').map((name) => (name === 'page-login' ? 'page-logn' : name));
    expect(() => pageChunkRoutes(names, shopPaths, REMOTES.shop.pathsWithoutPageChunk)).toThrow(
      'The page chunks do not match the route table: chunk page-logn names logn, which is no route in paths; route login is lazily loaded but no chunk is named page-login',
    );
  });

  it('refuses a lazy route without its chunk, one of a chunk of several routes included', () => {
    const names = chunkNamesOf('admin').map((name) => (name === 'page-prototypeOptions-assemblyOptions' ? 'page-prototypeOptions' : name));
    expect(() => pageChunkRoutes(names, adminPaths, REMOTES.admin.pathsWithoutPageChunk)).toThrow(
      'route assemblyOptions is lazily loaded but no chunk is named page-assemblyOptions',
    );
  });

  it('refuses a route said to come with the app that the table does not have', () => {
    expect(() => pageChunkRoutes(chunkNamesOf('shop'), shopPaths, ['home', 'notFound', 'landing'])).toThrow(
      'landing, said to come with the app, is no route in paths',
    );
  });

  it('leaves the chunks that are not pages alone', () => {
    expect([...pageChunkRoutes(['page-login', 'share-actions', 'main'], { login: '/login' }, []).keys()]).toEqual(['page-login']);
  });
});
