// Where a screen's first load spends the main thread: a V8 CPU profile in Chromium at CPU ×4 (as Lighthouse's mobile
// setting assumes), signed in as the bench signs in. Prints self time per script and the heaviest functions, and the
// long tasks of a trace of the same load. First, the blocking time Lighthouse would see, estimated from the tasks'
// CPU time (blockingByCpuTime: steadier than wall time on a busy machine), median of BLOCKING_RUNS unprofiled loads.
// Against a running stack (npm start --no-build with SEED_DEMO_HISTORY=true):
//   node scripts/bench-web/profile-screen.mjs http://127.0.0.1:3000 transaksi addAssembly
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { blockingByCpuTime, mainThreadWork, TRACE_CATEGORIES } from './long-tasks.mjs';
import { prepareSessions, SCREENS } from './screens.mjs';

const [origin, ...names] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3000;
const BLOCKING_RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The cookies of a `Cookie` header, for a Playwright context on `origin`. */
const cookiesOf = (header) =>
  header.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: origin };
  });

const shortUrl = (url) => (url ? url.split('/').pop().split('?')[0].slice(0, 60) : '(native)');

/** Self time per script and per function of a CPU profile, in ms, heaviest first. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const ms = new Map();
  profile.samples.forEach((id, i) => ms.set(id, (ms.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byScript = new Map();
  const byFunction = new Map();
  for (const [id, time] of ms) {
    const { callFrame } = byId.get(id);
    const script = shortUrl(callFrame.url) || callFrame.functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + time);
    const fn = `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { byScript: top(byScript, 15), byFunction: top(byFunction, 25) };
}

async function signedInPage(browser, screen, cookies) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (screen.session) await context.addCookies(cookiesOf(cookies[screen.session]));
  return { context, page: await context.newPage() };
}

/** One unthrottled, unprofiled load's blocking time at CPU ×4, from its tasks' CPU time after the first contentful paint. */
async function blocking(browser, screen, ids, cookies) {
  const { context, page } = await signedInPage(browser, screen, cookies);
  await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, 'loading'] });
  await page.goto(`${origin}${screen.path(ids)}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const figures = blockingByCpuTime(await browser.stopTracing(), CPU_SLOWDOWN);
  await context.close();
  return figures;
}

async function profile(browser, screen, ids, cookies) {
  const { context, page } = await signedInPage(browser, screen, cookies);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${screen.path(ids)}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const { profile: cpu } = await cdp.send('Profiler.stop');
  if (process.env.PROFILE_OUT) writeFileSync(`${process.env.PROFILE_OUT}-${screen.name.replace(/\W+/g, '_')}.cpuprofile`, JSON.stringify(cpu));
  const work = mainThreadWork(await browser.stopTracing(), 50);
  await context.close();
  return { cpu: selfTimes(cpu), work };
}

const { ids, cookies } = await prepareSessions(origin);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const screen of SCREENS.filter((s) => names.some((name) => s.name.includes(name)))) {
    const loads = [];
    for (let i = 0; i < BLOCKING_RUNS; i++) loads.push(await blocking(browser, screen, ids, cookies));
    const [blockingMs, wholeLoadMs, longestMs] = ['blockingMs', 'wholeLoadMs', 'longestMs'].map((key) => median(loads.map((load) => load[key])));
    console.log(
      `\n# ${screen.name}: blocking after the first paint ${blockingMs} ms, over the whole load ${wholeLoadMs} ms, longest task ${longestMs} ms (CPU time x${CPU_SLOWDOWN}, median of ${BLOCKING_RUNS})`,
    );
    if (process.argv.includes('--blocking-only')) continue;
    const { cpu, work } = await profile(browser, screen, ids, cookies);
    console.log(`\n## ${screen.name} at CPU x${CPU_SLOWDOWN} (profiler on)\nmain thread: ${JSON.stringify(work.totals)}`);
    console.log('long tasks:');
    for (const task of work.tasks) console.log(`  ${task.ms} ms: ${task.inside.join('; ')}`);
    console.log('self time per script:');
    for (const [script, ms] of cpu.byScript) console.log(`  ${Math.round(ms)} ms ${script}`);
    console.log('heaviest functions (self):');
    for (const [fn, ms] of cpu.byFunction) console.log(`  ${Math.round(ms)} ms ${fn}`);
  }
} finally {
  await browser.close();
}
