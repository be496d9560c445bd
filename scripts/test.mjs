#!/usr/bin/env node
// `npm test`: the type-check and jest side by side, failing if either fails. Jest's two workers leave a
// core idle while tests wait on real timers (token expiry, rate limits, SMTP and worker round trips) and
// at its start and end; the type-check fills that time instead of running before it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestArgs = process.argv.slice(2);

const run = (script, args, env = process.env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit', env });
    child.on('close', (code) => resolve(code === 0));
  });

const [typesOk, testsOk] = await Promise.all([
  run('scripts/typecheck.mjs', []),
  run('node_modules/jest/bin/jest.js', jestArgs, { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() }),
]);
if (!typesOk) console.error('npm test: the type-check failed (its errors are above)');
process.exitCode = typesOk && testsOk ? 0 : 1;
