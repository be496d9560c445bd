// What each app's production build emits for loading its lazy chunks, run in the page: where a chunk
// is fetched from, and how long a slow one is waited for (spec: 120 s).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const apps = ['shell', 'shop-remote', 'admin-remote'];
/** Where the page got the app's entry script: a chunk must come from the same folder. */
const ENTRY_URL = 'https://cdn.pcb.example/releases/7/main.js';
const SLOW_CHUNK_MS = 120_000;

/**
 * Build techniques that leave chunk loading alone (the PERF_OFF tests in webpack-config.test.ts), off: two save most of
 * the build's time, and page-preloads would hold the stand-in's one chunk to the remote's route table.
 */
const TECHNIQUES_APART = 'theme-stylesheet,precompression,page-preloads';

let workDir: string;
beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'chunk-loading-'));
  writeFileSync(path.join(workDir, 'entry.js'), "window.loadLate = () => import(/* webpackChunkName: 'late' */ './late.js');");
  writeFileSync(path.join(workDir, 'late.js'), "export const late = 'arrived';");
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The app's production build of the two-module stand-in; resolves to its output folder. */
async function buildStandIn(app: string): Promise<string> {
  const outputDir = path.join(workDir, app);
  await promisify(execFile)(process.execPath, [path.join(__dirname, 'build-stand-in.js'), app, path.join(workDir, 'entry.js'), outputDir], {
    env: { ...process.env, PERF_OFF: TECHNIQUES_APART },
  });
  return outputDir;
}

/** What the build emitted for a chunk, found under its hashed file name. */
function emitted(dir: string, chunk: string): string {
  const file = readdirSync(dir).find((name) => name.startsWith(`${chunk}.`) && name.endsWith('.js'));
  if (!file) throw new Error(`no ${chunk} chunk in ${dir}`);
  return readFileSync(path.join(dir, file), 'utf8');
}

type Page = { loadLate(): Promise<{ late: string }> };

/** Runs the entry as the page would, after the script tag that loaded it. */
function startPage(outputDir: string): Page {
  document.head.innerHTML = `<script src="${ENTRY_URL}"></script>`;
  // A fresh page: no chunk an earlier test delivered.
  for (const key of Object.keys(window).filter((name) => name.startsWith('webpackChunk'))) delete (window as unknown as Record<string, unknown>)[key];
  window.eval(emitted(outputDir, 'main'));
  return window as unknown as Page;
}

/** The script tag the runtime added for the lazy chunk; jsdom leaves it unloaded, as a network that has not answered yet. */
const chunkScript = () => document.head.querySelectorAll('script')[1];

describe.each(apps)("%s's emitted chunk loading", (app) => {
  let outputDir: string;
  beforeAll(async () => {
    outputDir = await buildStandIn(app);
  }, 120_000);
  afterEach(() => jest.useRealTimers());

  it('fetches a lazy chunk, content-hashed to be cached for good, from the folder its entry script came from, and runs it', async () => {
    const late = startPage(outputDir).loadLate();
    const script = chunkScript();
    expect(script.src).toMatch(/^https:\/\/cdn\.pcb\.example\/releases\/7\/late\.[0-9a-f]{8}\.js$/);
    window.eval(emitted(outputDir, 'late'));
    script.dispatchEvent(new Event('load'));
    await expect(late).resolves.toMatchObject({ late: 'arrived' });
  });

  it('waits 120 s for a slow chunk before failing its import', async () => {
    jest.useFakeTimers();
    const late = startPage(outputDir).loadLate();
    const settled = jest.fn();
    late.then(settled, settled);
    await jest.advanceTimersByTimeAsync(SLOW_CHUNK_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(late).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
  });
});
