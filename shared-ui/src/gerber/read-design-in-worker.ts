import type { DesignCapabilities } from '@pcb/contract';
import type { WorkerAnswer, WorkerQuestion } from './design.worker';
import type { DesignReading } from './design-reading';

/**
 * Reads a design zip in a Web Worker of its own, so the page stays responsive while the board is
 * unzipped, parsed and drawn; the worker ends with the reading. Webpack builds the worker as a chunk
 * of its own, fetched only when a preview is shown.
 */
export function readDesignInWorker(zip: Blob, capabilities: DesignCapabilities): Promise<DesignReading | null> {
  const worker = new Worker(/* webpackChunkName: "design-worker" */ new URL('./design.worker.ts', import.meta.url));
  return new Promise<DesignReading | null>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      if ('reading' in data) resolve(data.reading);
      else reject(new Error('design preview failed'));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'design preview worker failed'));
    };
    worker.postMessage({ zip, capabilities } satisfies WorkerQuestion);
  }).finally(() => worker.terminate());
}
