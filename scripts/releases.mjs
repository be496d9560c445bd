#!/usr/bin/env node
// `npm run release|promote|rollback|releases -- <remote> [id]`: the release commands of
// bff/src/releases/cli.ts, run from the BFF's build: the one the running BFFs use, so a promotion is
// checked against the endpoints they forward. Built first only when there is none yet (a fresh checkout).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bff/dist/releases/cli.js');
if (!existsSync(cli)) {
  const build = spawnSync('npx', ['nx', 'run', '@pcb/bff:build', '--outputStyle=static'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stderr.write(build.stdout + build.stderr);
    process.exit(build.status ?? 1);
  }
}
const command = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(command.status ?? 1);
