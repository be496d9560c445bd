#!/usr/bin/env node
// `npm run bench:web`: builds for production, starts the whole stack on free loopback ports with a
// throw-away demo database, and measures in Chromium what issues 9 and 22 hold the front ends to:
//   - the home page's first load: compressed JavaScript bytes per file and in total, against 170 KB,
//     and one copy each of React, Emotion, the Chakra styling core and the router;
//   - Lighthouse 12, mobile with its default throttling, on every screen of bench-web/screens.mjs, signed
//     in where the screen needs it: performance, LCP, TBT, CLS, accessibility and the compressed
//     JavaScript the screen loads, each next to its budget (median of the runs, one Chromium at a time).
// Prints a table, exits 1 when a target is missed, and always stops the stack it started.
//   --no-build        measure the existing builds
//   --runs=N          Lighthouse runs per page (default 3; the median is kept)
//   --only=a,b        only the screens whose name contains one of these texts (e.g. --only=admin)
//   --no-lighthouse   the byte count and the copies only
//   --picture         the board picture only (bench-web/board-picture.mjs): its phases at CPU ×1 and ×4,
//                     --runs=N of each (default 3), medians; a whole run measures it after the screens;
//                     --board=clockblock.zip another board of contract/test/boards, --trace names the tasks over 50 ms
//   --compare[=a,b]   each technique of webpack/perf/ (or those named) off against everything on, on the
//                     screens of COMPARE_SCREENS unless --only names others: one markdown table
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import compare from './bench-web/compare.cjs';
import { benchBoardPicture } from './bench-web/board-picture.mjs';
import firstLoad from './bench-web/first-load.cjs';
import { prepareSessions, SCREENS, TARGETS } from './bench-web/screens.mjs';

const { HOME_JS_BUDGET_BYTES, pageFirstLoad } = firstLoad;
const { APPS, COMPARE_SCREENS, appsChangedBy, comparedTechniques, compareTable } = compare;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? 3);
const only = option('only')?.split(',');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const STACK_READY_TIMEOUT_MS = 180_000;

function run(cmd, cmdArgs, env = process.env) {
  return new Promise((resolve, reject) => {
    spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${cmdArgs.join(' ')} failed (${code})`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** scripts/start.mjs in a process group of its own, so that stopping it stops every service it started. */
async function startStack(perfOff = '') {
  const [bff, shop, admin, api] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-data-'));
  const env = {
    ...process.env,
    BFF_PORT: bff,
    SHOP_REMOTE_PORT: shop,
    ADMIN_REMOTE_PORT: admin,
    PCB_API_PORT: api,
    DATA_DIR: dataDir,
    SEED_DEMO_HISTORY: 'true',
    LOG_LEVEL: 'warn',
    // The BFF's own techniques (bff/src/config.ts) read the same switch.
    PERF_OFF: perfOff,
  };
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { cwd: root, env, detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stack = {
    origin: `http://127.0.0.1:${bff}`,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + STACK_READY_TIMEOUT_MS;
  while (!(await answers(`${stack.origin}/bff/api/product`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stack.stop();
      throw new Error('the stack did not start (try `npm start` to see why)');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return stack;
}

async function measureFirstLoad(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await (await browser.newContext()).newPage();
    return await pageFirstLoad(page, `${origin}/`);
  } finally {
    await browser.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The elements that moved most, as Lighthouse's layout-shifts audit names them, with each shift's score. */
const layoutShifts = (lhr) =>
  (lhr.audits['layout-shifts'].details?.items ?? []).map(
    (item) => `${item.score.toFixed(3)} ${item.node?.selector ?? 'an element'} ${item.node?.snippet ?? ''}`,
  );

/**
 * The page's own calls to the BFF that failed: a screen measured with a lost session or a failing API is its error
 * state, whose figures say nothing of the screen (a lost session did that unseen to the signed-in screens of 27 Nov).
 * A visitor's screen is refused by design now and then (the search's admin call, a link's unknown token): there only
 * a 5xx counts.
 */
const failedCalls = (lhr, signedIn) =>
  lhr.audits['network-requests'].details.items
    .filter((item) => new URL(item.url).pathname.startsWith('/bff/') && item.statusCode >= (signedIn ? 400 : 500))
    .map((item) => `${item.statusCode} ${new URL(item.url).pathname}`);

/** Why a page misses: the accessibility audits that fail, the biggest savings Lighthouse sees, and what shifted. */
function findings(lhr) {
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 5)
    .map((audit) => `${audit.id} (${Math.round(audit.details.overallSavingsMs)} ms)`);
  return { accessibility: failing('accessibility'), performance: [...failing('performance'), ...opportunities], layoutShifts: layoutShifts(lhr) };
}

/** One Lighthouse run with its default settings (mobile, simulated throttling) in a fresh Chromium; `cookie` signs it in. */
async function lighthouseRun(url, cookie) {
  const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    };
    return (await lighthouse(url, flags)).lhr;
  } finally {
    chrome.kill();
  }
}

/** The compressed bytes of every script the page loaded, as Lighthouse's network log records them. */
function scriptBytes(lhr) {
  return lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + item.transferSize, 0);
}

/** `runs` Lighthouse runs on one page; a run whose trace came out broken (NO_NAVSTART happens now and then) is tried once more. */
async function lighthousePage(url, cookie) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    let lhr = await lighthouseRun(url, cookie);
    if (lhr.runtimeError) lhr = await lighthouseRun(url, cookie);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    results.push(lhr);
  }
  const byPerformance = [...results].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return {
    figures: Object.fromEntries(Object.entries(TARGETS).map(([label, target]) => [label, median(results.map(target.read))])),
    scriptBytes: median(results.map(scriptBytes)),
    failedCalls: [...new Set(results.flatMap((lhr) => failedCalls(lhr, Boolean(cookie))))],
    findings: findings(byPerformance[Math.floor(results.length / 2)]),
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const row = (...cells) => console.log(cells.map((cell, i) => String(cell).padEnd([34, 14, 14, 6][i] ?? 0)).join(' '));

/** The first load's targets it misses. */
function firstLoadMisses(load) {
  const missed = [];
  if (load.totalTransferredBytes > HOME_JS_BUDGET_BYTES) missed.push(`home JS ${kb(load.totalTransferredBytes)} > ${kb(HOME_JS_BUDGET_BYTES)}`);
  for (const { name, files } of load.copies) if (files.length !== 1) missed.push(`${files.length} copies of ${name}`);
  if (load.discoveredLate.length > 0) missed.push(`${load.discoveredLate.length} scripts found only by scripts`);
  if (load.reactInShareScope.length !== 1) missed.push(`${load.reactInShareScope.length} Reacts in the share scope`);
  return missed;
}

/** Prints the first load and returns whether it meets its targets. */
function reportFirstLoad(load) {
  console.log('\nHome first load: JavaScript transferred');
  for (const script of [...load.scripts].sort((a, b) => b.transferredBytes - a.transferredBytes)) {
    console.log(`  ${kb(script.transferredBytes).padStart(9)}  ${script.encoding.padEnd(8)} ${kb(script.decodedBytes).padStart(9)} decoded  ${script.url}`);
  }
  console.log('');
  row('target', 'measured', 'budget', 'met');
  const bytesMet = load.totalTransferredBytes <= HOME_JS_BUDGET_BYTES;
  row(`home JS (${load.scripts.length} files)`, kb(load.totalTransferredBytes), `≤ ${kb(HOME_JS_BUDGET_BYTES)}`, bytesMet ? 'yes' : 'NO');
  for (const { name, files } of load.copies) row(`copies of ${name}`, files.length, '1', files.length === 1 ? 'yes' : 'NO');
  const late = load.discoveredLate.length;
  row('scripts found only by scripts', late, '0', late === 0 ? 'yes' : 'NO');
  const reactCopies = load.reactInShareScope.length;
  row('React in the share scope', `${reactCopies} (${load.reactInShareScope.join('; ')})`, '1', reactCopies === 1 ? 'yes' : 'NO');
  return firstLoadMisses(load).length === 0;
}

function formatted(value, unit) {
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

const screenRow = (...cells) => console.log(cells.map((cell, i) => String(cell).padEnd(i === 0 ? 28 : 11)).join(' '));

/** The budgets of a screen its figures miss. */
function screenMisses(screen, figures) {
  return screen.budgets.filter((label) => {
    const { budget, higher } = TARGETS[label];
    return higher ? figures[label] < budget : figures[label] > budget;
  });
}

/** Prints one screen's Lighthouse figures, a `!` after each that misses its budget, and returns whether all are met and the page's calls answered. */
function reportScreen(screen, { figures, scriptBytes: bytes, failedCalls: failed, findings: found }) {
  const missed = screenMisses(screen, figures);
  const cells = Object.entries(TARGETS).map(([label, { unit }]) => `${formatted(figures[label], unit)}${missed.includes(label) ? ' !' : ''}`);
  screenRow(screen.name, ...cells, kb(bytes), screen.session ?? '');
  if (figures.accessibility < 100) console.log(`  failing accessibility audits: ${found.accessibility.join(', ')}`);
  if (figures.performance < 90) console.log(`  performance: ${found.performance.join(', ')}`);
  if (missed.includes('CLS')) console.log(`  layout shifts (median run): ${found.layoutShifts.join('; ')}`);
  if (failed.length > 0) console.log(`  NOT MEASURED: the page's calls failed (${failed.join(', ')}); its figures are its error state's`);
  return missed.length === 0 && failed.length === 0;
}

async function measureScreens(origin) {
  const { ids, cookies } = await prepareSessions(origin);
  const budgets = Object.entries(TARGETS).map(([label, { budget, higher, unit }]) => `${label} ${higher ? '≥' : '≤'} ${formatted(budget, unit)}`);
  console.log(`\nLighthouse 12, mobile, default throttling, median of ${runs} run(s); ! misses its budget`);
  console.log(`(the three public pages: ${budgets.join(', ')}; every other screen: performance, CLS and accessibility)\n`);
  screenRow('screen', ...Object.keys(TARGETS), 'JS (wire)', 'session');
  let met = true;
  for (const screen of SCREENS.filter((s) => !only || only.some((text) => s.name.includes(text)))) {
    met = reportScreen(screen, await lighthousePage(`${origin}${screen.path(ids)}`, cookies[screen.session])) && met;
  }
  return met;
}

const buildApps = (apps, off) =>
  run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static', `--projects=${apps.join(',')}`], { ...process.env, PERF_OFF: off });

/** One build's figures: the home page's first load and, unless --no-lighthouse, each screen's Lighthouse medians. */
async function measureBuild(screens, perfOff = '') {
  const stack = await startStack(perfOff);
  try {
    const load = await measureFirstLoad(stack.origin);
    const measured = new Map();
    if (!args.includes('--no-lighthouse')) {
      const { ids, cookies } = await prepareSessions(stack.origin);
      for (const screen of screens) measured.set(screen, await lighthousePage(`${stack.origin}${screen.path(ids)}`, cookies[screen.session]));
    }
    return { load, measured };
  } finally {
    await stack.stop();
  }
}

const loadFigures = (load) => ({ jsBytes: load.totalTransferredBytes });
const screenFigures = ({ figures: { performance, LCP, TBT }, scriptBytes: jsBytes }) => ({ performance, LCP, TBT, jsBytes });

/**
 * Builds with everything on, then once per technique with only that one off (only the apps whose
 * configuration it changes; nx restores the others' builds with everything on from its cache), measures
 * each the same way and prints one table. Leaves the builds with everything on.
 */
async function compareTechniques(techniques) {
  const started = Date.now();
  const screens = SCREENS.filter((s) => (only ? only.some((text) => s.name.includes(text)) : COMPARE_SCREENS.includes(s.name)));
  await run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], { ...process.env, PERF_OFF: '' });
  console.log('\nMeasuring with every technique on…');
  const on = await measureBuild(screens);
  const rows = [];
  for (const technique of techniques) {
    const changed = appsChangedBy(technique);
    console.log(`\nMeasuring with ${technique} off (rebuilt: ${changed.join(', ') || 'nothing, the BFF reads the switch'})…`);
    if (changed.length > 0) await buildApps(changed, technique);
    const kept = APPS.filter((app) => !changed.includes(app));
    if (kept.length > 0) await buildApps(kept, '');
    const off = await measureBuild(screens, technique);
    rows.push({ technique, screen: 'home first load', on: loadFigures(on.load), off: loadFigures(off.load), missed: firstLoadMisses(off.load) });
    for (const [screen, result] of off.measured) {
      rows.push({
        technique,
        screen: screen.name,
        on: screenFigures(on.measured.get(screen)),
        off: screenFigures(result),
        missed: screenMisses(screen, result.figures),
      });
    }
  }
  await buildApps(APPS, '');
  const runsNote = args.includes('--no-lighthouse') ? 'no Lighthouse' : `Lighthouse medians of ${runs} run(s)`;
  console.log(`\nEach technique off against everything on (${runsNote}; JS: compressed scripts transferred):\n`);
  console.log(compareTable(rows));
  console.log(`\nTotal time: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
}

async function measureBoardPicture(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const { cookies } = await prepareSessions(origin);
    return await benchBoardPicture(browser, origin, runs, cookies.buyer, { board: option('board'), trace: args.includes('--trace') });
  } finally {
    await browser.close();
  }
}

async function main() {
  const techniques = comparedTechniques(args);
  if (techniques) return compareTechniques(techniques);
  if (!args.includes('--no-build')) await run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
  const stack = await startStack();
  const pictureOnly = args.includes('--picture');
  let met = true;
  try {
    if (!pictureOnly) met = reportFirstLoad(await measureFirstLoad(stack.origin));
    if (!pictureOnly && !args.includes('--no-lighthouse')) met = (await measureScreens(stack.origin)) && met;
    if (pictureOnly || !args.includes('--no-lighthouse')) met = (await measureBoardPicture(stack.origin)) && met;
  } finally {
    await stack.stop();
  }
  console.log(met ? '\nEvery target is met.' : '\nSome targets are missed.');
  process.exitCode = met ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
