#!/usr/bin/env node
// `npm run e2e:cluster`: the browser journeys against the fleet of `npm run start:cluster` (from the
// existing builds: `npm run build` first). Starts the fleet, runs Playwright through the balancer, stops
// the fleet. Arguments go to Playwright: `npm run e2e:cluster -- tests/home.spec.ts`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { atExit, ports, publicUrl, releaseStore, root, startFleet, url } from './cluster/fleet.mjs';

// As `npm run e2e`'s own stack: the plain first-start data, and room for dozens of sign-ins a minute.
const journeyEnv = { SEED_DEMO_HISTORY: 'false', RATE_LIMIT_MAX: '1000' };

let playwright;
// Ctrl-C or a CI time-out: exiting kills Playwright and every process of the fleet (see fleet.mjs).
atExit(() => playwright?.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));

const fleet = await startFleet({ quiet: !process.env.CLUSTER_LOGS, extraEnv: journeyEnv });
let code;
try {
  const started = Date.now();
  playwright = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: publicUrl,
      // The journeys' own calls to pcb-api go through the balancer too, to either instance.
      E2E_API_URL: `${url(ports.lbApi)}/api`,
      E2E_ADMIN_REMOTE_URL: url(ports.admin),
      RELEASE_STORE: releaseStore,
    },
  });
  code = await new Promise((resolve) => playwright.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  console.log(`[e2e:cluster] Playwright ended (${code}) after ${Math.round((Date.now() - started) / 1000)} s against ${publicUrl}`);
} finally {
  await fleet.stopAll();
  fleet.postgres?.remove();
}
process.exit(code);
