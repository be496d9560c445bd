import type { DesignCapabilities } from '@pcb/contract';
import { askDesignWorker } from './ask-design-worker';
import type { DesignAnswer } from './design-reading';

/**
 * Reads a design zip in a Web Worker of its own, so the page stays responsive while the board is
 * unzipped, parsed and drawn; the worker ends with the report. Webpack builds the worker as a chunk
 * of its own, fetched only when a preview is shown.
 */
export async function* readDesignInWorker(zip: Blob, capabilities: DesignCapabilities): AsyncGenerator<DesignAnswer> {
  const worker = new Worker(/* webpackChunkName: "design-worker" */ new URL('./design.worker.ts', import.meta.url));
  try {
    yield* askDesignWorker(worker, { zip, capabilities });
  } finally {
    worker.terminate();
  }
}
