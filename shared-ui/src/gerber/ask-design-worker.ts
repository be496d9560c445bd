import type { WorkerAnswer, WorkerQuestion } from './design.worker';
import type { DesignAnswer } from './design-reading';

/** The answer after which the worker says no more: the report, or a reading of a zip without Gerber. */
const isLast = (answer: DesignAnswer) => !('reading' in answer) || answer.reading === null;

/**
 * Asks a design worker one question: its answers as they come, or a throw when it answers a failure, fails to
 * start (its script throws) or sends an answer the page cannot read. Never left waiting: the preview would say
 * "Membaca file Gerber..." for ever.
 */
export async function* askDesignWorker(worker: Worker, question: WorkerQuestion): AsyncGenerator<DesignAnswer> {
  const arrived: (DesignAnswer | Error)[] = [];
  let wake = () => {};
  const arrive = (item: DesignAnswer | Error) => {
    arrived.push(item);
    wake();
  };
  worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => arrive('failed' in data ? new Error('design preview failed') : data);
  worker.onerror = (event) => {
    event.preventDefault();
    arrive(new Error(event.message || 'design preview worker failed'));
  };
  worker.onmessageerror = () => arrive(new Error('design preview answer could not be read'));
  worker.postMessage(question);
  for (;;) {
    if (arrived.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const item = arrived.shift()!;
    if (item instanceof Error) throw item;
    yield item;
    if (isLast(item)) return;
  }
}
