import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The project brings its own Node (the root devDependency `node`), and npm puts node_modules/.bin first on
// PATH for every script: these keep `npm test`, and what it starts, from quietly running on the machine's Node.
const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/\d+/.exec(version)?.[0]);

describe('the Node the tests run on', () => {
  it('is the version of the node devDependency, the major engines names', () => {
    expect(process.versions.node).toBe(pkg.devDependencies.node);
    expect(pkg.engines.node).toBe(`>=${major(pkg.devDependencies.node)} <${major(pkg.devDependencies.node) + 1}`);
  });

  it('is also what a child gets, started as process.execPath or as `node` from PATH', () => {
    for (const command of [process.execPath, 'node']) {
      const child = spawnSync(command, ['-p', 'process.versions.node'], { encoding: 'utf8' });
      expect(child.stdout.trim()).toBe(pkg.devDependencies.node);
    }
  });
});
