// The board picture (issue 38): the Arduino Uno chosen on /custom-prototype's design field after the pointer
// reached it (as a buyer's does, which starts the preview's worker early), in Chromium,
// at CPU ×1 and ×4 (CDP's Emulation.setCPUThrottlingRate, as Lighthouse slows a phone). Each run reports
// the phases: the worker's own reading (unzip and measure) and drawing (design-reading.ts `phasesMs`);
// the rest of the way to its answer (starting the worker, the zip in, the pictures out); the pictures
// appearing (from the answer to every <img> decoded); the whole time to pictures; and the longest
// main-thread task meanwhile. Budgets: ≤ 1.0 s at ×4, ≤ 0.3 s at ×1, no task over 50 ms at ×4.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { mainThreadWork, TRACE_CATEGORIES } from './long-tasks.mjs';

const BOARDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contract/test/boards');
export const PICTURE_BUDGETS = { 1: { toPicturesMs: 300 }, 4: { toPicturesMs: 1000, longestTaskMs: 50 } };
const PHASES = ['reading', 'drawing', 'worker hops', 'of them before asking', 'pictures shown', 'to pictures', 'longest task'];

/** In the page before its scripts: long tasks are kept, and the worker's answer is timed and its phases read. */
function watchWorkers() {
  window.benchPicture = { longTasks: [], answers: [], started: [], asked: [] };
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.benchPicture.longTasks.push(entry.duration))).observe({ type: 'longtask' });
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      window.benchPicture.started.push(performance.now());
      const post = this.postMessage.bind(this);
      this.postMessage = (...message) => {
        window.benchPicture.asked.push(performance.now());
        post(...message);
      };
      this.addEventListener('message', ({ data }) => window.benchPicture.answers.push({ at: performance.now(), phasesMs: data?.reading?.phasesMs }));
    }
  };
}

/** Once every picture of the top side is decoded and shown (the viewer shows one more each frame): when, and how many. */
function picturesShown() {
  const side = document.querySelector('img[alt="Sisi atas papan"]')?.parentElement;
  const images = side ? [...side.querySelectorAll('img')] : [];
  // The inline style, not getComputedStyle: polling must not make the page recalculate its styles.
  const shown = (image) => image.complete && image.naturalWidth > 0 && image.style.visibility !== 'hidden';
  return images.length > 0 && images.every(shown) ? { at: performance.now(), count: images.length } : null;
}

async function onePicture(browser, origin, cookie, slowdown, { board, trace }) {
  const page = await (await browser.newContext({ extraHTTPHeaders: { cookie } })).newPage();
  try {
    await page.addInitScript(watchWorkers);
    await page.goto(`${origin}/custom-prototype`);
    const input = page.locator('input[type="file"]').first();
    await input.waitFor({ state: 'attached', timeout: 120_000 });
    await page.waitForTimeout(1000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    // As a buyer does before a file arrives: the pointer over the field, then the file dialog's second at least.
    await input.hover();
    await page.waitForTimeout(1000);
    await page.evaluate(() => (window.benchPicture.longTasks = []));
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const started = await page.evaluate(() => performance.now());
    await input.setInputFiles({ name: board, mimeType: 'application/zip', buffer: readFileSync(path.join(BOARDS, board)) });
    const shown = await (await page.waitForFunction(picturesShown, null, { timeout: 60_000, polling: 10 })).jsonValue();
    // The report and tables render after the pictures: the trace waits for them too.
    if (trace) await page.waitForTimeout(2000);
    const { tasks, totals } = trace ? mainThreadWork(await browser.stopTracing()) : { tasks: [] };
    const { longTasks, answers, asked, started: workersStarted } = await page.evaluate(() => window.benchPicture);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const answer = answers.find((a) => a.phasesMs);
    const { reading, drawing } = answer.phasesMs;
    return {
      reading,
      drawing,
      'worker hops': answer.at - started - reading - drawing,
      // The page's own part of the hops: from the file chosen to the worker asked (its render, the query).
      'of them before asking': asked.at(-1) - started,
      'worker started early': workersStarted[0] < started,
      questions: asked.length,
      'pictures shown': shown.at - answer.at,
      'to pictures': shown.at - started,
      'longest task': Math.max(0, ...longTasks),
      pictures: shown.count,
      tasks,
      totals,
    };
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `runs` pictures at each slowdown, signed in as the buyer of `cookie` (the form is for buyers); prints the medians
 * per phase and returns whether the budgets hold. `board` names a zip of contract/test/boards; with `trace`, each
 * run is traced and its main-thread tasks over 50 ms are printed with what took longest inside them.
 */
export async function benchBoardPicture(browser, origin, runs, cookie, { board = 'arduino-uno.zip', trace = false } = {}) {
  let met = true;
  console.log(`\nBoard picture: ${board} on /custom-prototype, medians of ${runs} runs (ms)`);
  console.log(['CPU', ...PHASES, 'pictures', 'budgets'].join(' | '));
  for (const slowdown of [1, 4]) {
    const measured = [];
    for (let run = 0; run < runs; run++) measured.push(await onePicture(browser, origin, cookie, slowdown, { board, trace }));
    const medians = Object.fromEntries([...PHASES, 'pictures'].map((phase) => [phase, Math.round(median(measured.map((m) => m[phase])))]));
    const budgets = PICTURE_BUDGETS[slowdown];
    const missed = [
      medians['to pictures'] > budgets.toPicturesMs && `to pictures > ${budgets.toPicturesMs}`,
      budgets.longestTaskMs && medians['longest task'] > budgets.longestTaskMs && `task > ${budgets.longestTaskMs}`,
    ].filter(Boolean);
    met &&= missed.length === 0;
    console.log([`×${slowdown}`, ...PHASES.map((phase) => medians[phase]), medians.pictures, missed.join(', ') || 'met'].join(' | '));
    console.log(
      `   every run, to pictures: ${measured.map((m) => Math.round(m['to pictures'])).join(', ')}; longest task: ${measured.map((m) => Math.round(m['longest task'])).join(', ')}; worker started before the file: ${measured.map((m) => (m['worker started early'] ? 'yes' : 'no')).join(', ')}; questions to workers: ${measured.map((m) => m.questions).join(', ')}`,
    );
    measured.forEach((m, run) => {
      if (m.totals)
        console.log(
          `   run ${run + 1}, main thread in all (ms): ${Object.entries(m.totals)
            .map(([kind, ms]) => `${kind} ${ms}`)
            .join(', ')}`,
        );
      m.tasks.forEach((task) => console.log(`   run ${run + 1}, task of ${task.ms} ms: ${task.inside.join('; ')}`));
    });
  }
  return met;
}
