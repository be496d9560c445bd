import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
/**
 * pcb-api's data for the stack this run starts: a new folder each run unless DATA_DIR names one. Journeys fill the
 * seeded buyer's caps (drafts, requests in review), so a second run on the first one's data met them with 409.
 * Set in the environment so that the workers, which load this file again, keep the runner's folder.
 */
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'pcb-e2e-'));

/**
 * Runs against the whole stack: `npm start` (build + pcb-api + BFF with the shell + both remotes),
 * or one already running at E2E_BASE_URL. Debian's Chromium only: no browser is downloaded.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: '..',
    // The journeys start from the plain first-start data, without the demo history `npm start` adds by default.
    // The journeys sign in and register dozens of times a minute from one address, as no person does.
    // A canary is judged after 10 s with 4 of its sessions (canary-release.spec.ts), not half an hour and 100.
    env: { DATA_DIR: process.env.DATA_DIR, SEED_DEMO_HISTORY: 'false', RATE_LIMIT_MAX: '1000', CANARY_WINDOW_MS: '10000', CANARY_MIN_SESSIONS: '4' },
    // Answers 200 only once the BFF and pcb-api (seeded on its first start) are both up.
    url: `${baseURL}/bff/api/product`,
    reuseExistingServer: true,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
