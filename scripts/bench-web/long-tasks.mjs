// Names the long main-thread tasks of a Chromium trace (Playwright's browser.startTracing): for each task of the
// page's main thread over the limit, the work inside it that took longest, as DevTools' Performance panel would
// name it (a script's function, an SVG image's parse, style and layout, a message's deserialising, a GC).
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'v8.execute', 'disabled-by-default-v8.gc'];

/** What one trace event is, in a few words. */
function nameOf({ name, args }) {
  const data = args?.data ?? args?.beginData ?? {};
  if (name === 'FunctionCall') return `script ${data.functionName || '(anonymous)'} ${shortUrl(data.url)}:${data.lineNumber ?? ''}`;
  if (name === 'EventDispatch') return `event ${data.type}`;
  if (name === 'TimerFire' || name === 'FireAnimationFrame') return name;
  if (name === 'EvaluateScript' || name === 'v8.compile') return `${name} ${shortUrl(data.url ?? args?.fileName)}`;
  if (name === 'ResourceReceivedData' || name === 'ResourceFinish') return name;
  if (name === 'UpdateLayoutTree') return `style (${data.elementCount ?? '?'} elements)`;
  if (name === 'Layout') return `layout (${args?.beginData?.dirtyObjects ?? '?'} objects)`;
  return name;
}

const shortUrl = (url) => (url ? String(url).split('/').pop().slice(0, 40) : '');

/** The kinds of main-thread work the totals add up, by their trace events' names. */
const KINDS = { script: 'FunctionCall', style: 'UpdateLayoutTree', layout: 'Layout', paint: 'Paint', 'SVG pictures parsed': 'SVGImage::DataChanged' };

/** The complete events of the trace's page main threads. */
function mainThreadEvents(traceBuffer) {
  const { traceEvents } = JSON.parse(traceBuffer.toString());
  const mainThreads = new Set(
    traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  return traceEvents.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
}

/**
 * The trace's main-thread work: milliseconds in all per kind (`totals`), and the tasks over `limitMs` (`tasks`),
 * each with its longest inner events (over 2 ms), longest first.
 */
export function mainThreadWork(traceBuffer, limitMs = 50) {
  const onMain = mainThreadEvents(traceBuffer);
  const msOf = (name) => Math.round(onMain.filter((event) => event.name === name).reduce((sum, event) => sum + event.dur / 1000, 0));
  const totals = Object.fromEntries([
    ['tasks', msOf('RunTask')],
    ...Object.entries(KINDS).map(([kind, name]) => [kind, msOf(name)]),
    // Both sides' pictures or only the shown one's: how many were parsed, not only how long.
    ['SVG pictures (count)', onMain.filter((event) => event.name === KINDS['SVG pictures parsed']).length],
  ]);
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.dur / 1000 > limitMs)
    .map((task) => ({
      ms: Math.round(task.dur / 1000),
      inside: onMain
        .filter(
          (event) =>
            event !== task && event.tid === task.tid && event.pid === task.pid && event.ts >= task.ts && event.ts < task.ts + task.dur && event.dur > 2000,
        )
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 6)
        .map((event) => `${nameOf(event)} ${Math.round(event.dur / 1000)}`),
    }))
    .sort((a, b) => b.ms - a.ms);
  return { totals, tasks };
}

/**
 * Lighthouse's total blocking time, estimated from the CPU time of each main-thread task (its thread time, which the
 * machine's other load hardly changes, unlike its wall time) times `slowdown`: the sum of each task's part over
 * 50 ms, from the first contentful paint on (`blockingMs`) and over the whole load (`wholeLoadMs`: Lighthouse's
 * simulation often places the work before the first paint after it), and the longest task.
 */
export function blockingByCpuTime(traceBuffer, slowdown = 4) {
  const { traceEvents } = JSON.parse(traceBuffer.toString());
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const tasks = mainThreadEvents(traceBuffer)
    .filter((event) => event.name === 'RunTask')
    .map((task) => ({ ms: ((task.tdur ?? task.dur) / 1000) * slowdown, afterPaint: !fcp || task.ts >= fcp.ts }));
  const blockingOf = (some) => Math.round(some.reduce((sum, { ms }) => sum + Math.max(0, ms - 50), 0));
  return {
    blockingMs: blockingOf(tasks.filter((task) => task.afterPaint)),
    wholeLoadMs: blockingOf(tasks),
    longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.ms))),
  };
}
