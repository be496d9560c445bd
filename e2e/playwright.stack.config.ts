import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The journeys of `stack/` against a running fleet on Docker Swarm (`npm run test:cluster` runs them):
 * its HTTPS address in E2E_BASE_URL, a self-signed certificate, nothing started here.
 */
export default defineConfig({
  ...base,
  testDir: './stack',
  retries: 0,
  use: { ...base.use, baseURL: process.env.E2E_BASE_URL, ignoreHTTPSErrors: true },
  webServer: undefined,
});
