import { expect, test } from '../support/fixtures';
import { draftWithBoard } from '../support/custom-form';
import { realBoard } from '../support/gerber';

// Issue 20: reading a 2-layer board on the main thread gave tasks of up to 275 ms with the CPU slowed four
// times (as Lighthouse assumes for a phone). In a Web Worker the page keeps every task far shorter. This
// guards against the reading coming back to the main thread (172-499 ms measured below); how short the
// tasks are is a speed target, for the benchmark: on Chromium 156 a quiet machine measured 92, 96 and 117 ms.
const CPU_SLOWDOWN = 4;
const LONGEST_TASK_MS = 150;

declare global {
  interface Window {
    longTasks: number[];
  }
}

// Measured on the Arduino with tracespace's pictures: 499 ms with one SVG picture per layer (the browser parses
// each on the main thread), 172 ms with 48 KB pieces, 80-95 ms with 16 KB pieces; the pictures drawn from the
// contract's geometry are a few elements a layer (draw-board.ts PIECE_CHARS; `npm run bench:web -- --picture`).
test('reading the largest real board keeps every main-thread task under 150 ms with the CPU slowed four times', async ({ page }) => {
  test.setTimeout(180_000);
  const { card, designFile } = await draftWithBoard(page);
  await expect(designFile).toBeVisible();
  // The page has settled: from here on, only the reading's tasks count.
  await page.waitForTimeout(1000);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.longTasks.push(entry.duration))).observe({ type: 'longtask' });
  });
  const started = Date.now();
  await designFile.setInputFiles(realBoard('arduino-uno'));
  const top = card.getByRole('img', { name: 'Sisi atas papan' });
  await expect(top).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => top.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 60_000 }).toBe(true);
  const toPicturesMs = Date.now() - started;
  const longTasks = await page.evaluate(() => window.longTasks);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const longest = Math.max(0, ...longTasks);
  test
    .info()
    .annotations.push({ type: 'figures', description: `time to pictures ${toPicturesMs} ms; long tasks ${longTasks.map(Math.round).join(', ') || 'none'} ms` });
  console.log(
    `arduino-uno, CPU ×${CPU_SLOWDOWN}: time to pictures ${toPicturesMs} ms, longest main-thread task ${Math.round(longest)} ms (${longTasks.length} over 50 ms)`,
  );
  expect(longest).toBeLessThan(LONGEST_TASK_MS);
});
