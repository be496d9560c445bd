#!/usr/bin/env node
// `npm run typecheck`: one tsc program per set of compiler options, two at a time (this repository's
// CI machine has two cores). Per package, shared-ui and contract were checked again by every package
// importing them from source; here each file is checked once, in about half the CPU.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The heaviest first, so the two that run side by side finish close together.
const programs = ['tsconfig.web.json', 'tsconfig.node.json', 'pcb-api/tsconfig.json', 'e2e/tsconfig.json'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}\n${output}`.trimEnd() + '\n');
      resolve(code === 0);
    });
  });

const queue = [...programs];
const worker = async () => {
  const results = [];
  while (queue.length) results.push(await check(queue.shift()));
  return results;
};
const results = (await Promise.all([worker(), worker()])).flat();
process.exitCode = results.every(Boolean) ? 0 : 1;
