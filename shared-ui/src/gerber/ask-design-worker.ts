import type { WorkerAnswer, WorkerQuestion } from './design.worker';
import type { DesignReading } from './design-reading';

/**
 * Asks a design worker one question: its reading, or a rejection when it answers a failure, fails to start
 * (its script throws) or sends an answer the page cannot read. Never left waiting: the preview would say
 * "Membaca file Gerber..." for ever.
 */
export function askDesignWorker(worker: Worker, question: WorkerQuestion): Promise<DesignReading | null> {
  return new Promise<DesignReading | null>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      if ('reading' in data) resolve(data.reading);
      else reject(new Error('design preview failed'));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'design preview worker failed'));
    };
    worker.onmessageerror = () => reject(new Error('design preview answer could not be read'));
    worker.postMessage(question);
  });
}
