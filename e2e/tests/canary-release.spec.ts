import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/stack';

const run = promisify(execFile);

const HERO_FILE = path.join(repoRoot, 'shop-remote/src/features/home/components/hero.tsx');
const HERO_START = 'export function Hero() {\n';
const HERO_TITLE = 'Pengalaman Terbaik Membeli PCB';
const CLEAN_TITLE = 'Pengalaman Terbaik Membeli PCB, canary';
/** The share of sessions each canary gets here, and the sessions the journey drives per canary (the stack's CANARY_MIN_SESSIONS is 4). */
const PERCENT = '50';
const SESSIONS = 16;

/** `npm run <command> -- shop …`; its whole output. */
async function releaseCommand(command: 'release' | 'promote' | 'rollback' | 'releases', ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', command, '--', 'shop', ...args], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

/** Builds and publishes a shop release from the hero changed by `change`; the source is left as it was. */
async function releaseShopWith(change: (source: string) => string): Promise<string> {
  const original = await readFile(HERO_FILE, 'utf8');
  await writeFile(HERO_FILE, change(original));
  try {
    return (await releaseCommand('release')).split('\n').at(-1) ?? '';
  } finally {
    await writeFile(HERO_FILE, original);
  }
}

/** Opens the home page in `count` fresh browser sessions, each its own cookie jar, as that many visitors. */
async function visitors(browser: Browser, baseURL: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('alert'))).toBeVisible();
    // The report of a failure is sent as the page fails: give it its round trip before the session closes.
    await page.waitForLoadState('networkidle');
    await context.close();
  }
}

/** The BFF's count of a metric for a release, added over its labels. */
async function metric(request: APIRequestContext, name: string, release: string): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && line.includes(`release="${release}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** Runs `release` as a canary, drives the sessions, and waits for the judge; its figures. */
async function canaryJourney(browser: Browser, baseURL: string, request: APIRequestContext, release: string) {
  const started = Date.now();
  expect(await releaseCommand('promote', release, '--canary', PERCENT, '--by', 'e2e')).toContain(`Canary: ${release}`);
  await visitors(browser, baseURL, SESSIONS);
  await expect.poll(async () => (await releaseCommand('releases')).includes('Canary:'), { intervals: [500], timeout: 60_000 }).toBe(false);
  const decidedIn = Date.now() - started;
  const history = (await releaseCommand('releases')).split('\n');
  return {
    decision: history.at(-1) ?? '',
    decidedIn,
    sessions: await metric(request, 'pcb_remote_release_sessions_total', release),
    failures: await metric(request, 'pcb_remote_release_failures_total', release),
  };
}

test('a canary that throws on the home page is rolled back by itself, a clean one promoted', async ({ browser, baseURL, request }) => {
  // Two shop builds on a shared machine: minutes, not seconds.
  test.setTimeout(15 * 60_000);
  const live = (await releaseCommand('releases')).match(/^\* live\s+(\S+)/m)?.[1];
  expect(live).toBeDefined();
  const throwing = await releaseShopWith((source) => source.replace(HERO_START, `${HERO_START}  throw new Error('canary e2e: the home page throws');\n`));
  const clean = await releaseShopWith((source) => source.replace(`${HERO_TITLE}\n`, `${CLEAN_TITLE}\n`));

  const rolledBack = await canaryJourney(browser, baseURL as string, request, throwing);
  console.log(`throwing canary: ${JSON.stringify(rolledBack)}`);
  expect(rolledBack.decision).toMatch(new RegExp(`rollback\\s+${throwing} → ${live}\\s+oleh canary \\(BFF .*\\)\\s+ok$`));
  expect(rolledBack.failures).toBeGreaterThan(0);

  const promoted = await canaryJourney(browser, baseURL as string, request, clean);
  console.log(`clean canary: ${JSON.stringify(promoted)}`);
  expect(promoted.decision).toMatch(new RegExp(`promote\\s+${live} → ${clean}\\s+oleh canary \\(BFF .*\\)\\s+ok$`));
  expect(promoted.failures).toBe(0);
  expect(await releaseCommand('releases')).toMatch(new RegExp(`^\\* live\\s+${clean}`, 'm'));

  // The live release is the one the other journeys expect again.
  await releaseCommand('rollback', '--by', 'e2e');
});
