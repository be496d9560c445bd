import type { DesignCapabilities } from '@pcb/contract';
import { askDesignWorker } from './ask-design-worker';
import type { DesignReading } from './design-reading';

/**
 * Reads a design zip in a Web Worker of its own, so the page stays responsive while the board is
 * unzipped, parsed and drawn; the worker ends with the reading. Webpack builds the worker as a chunk
 * of its own, fetched only when a preview is shown.
 */
export function readDesignInWorker(zip: Blob, capabilities: DesignCapabilities): Promise<DesignReading | null> {
  const worker = new Worker(/* webpackChunkName: "design-worker" */ new URL('./design.worker.ts', import.meta.url));
  return askDesignWorker(worker, { zip, capabilities }).finally(() => worker.terminate());
}
