import type { DesignCapabilities } from '@pcb/contract/domain';
import { askDesignWorker } from './ask-design-worker';
import type { DesignAnswer } from './design-reading';

/**
 * Reads a design zip in a Web Worker of its own, so the page stays responsive while the board is
 * unzipped, parsed and drawn; the worker ends with the report. Webpack builds the worker as a chunk
 * of its own, fetched only when a preview is shown or about to be.
 */
export async function* readDesignInWorker(zip: Blob, capabilities: DesignCapabilities): AsyncGenerator<DesignAnswer> {
  const worker = takeWorker();
  try {
    yield* askDesignWorker(worker, { zip, capabilities });
  } finally {
    worker.terminate();
  }
}

/** A worker started before its file was chosen (`warmDesignWorker`). */
let spare: Worker | null = null;

const startWorker = () => new Worker(/* webpackChunkName: "design-worker" */ new URL('./design.worker.ts', import.meta.url));

function takeWorker(): Worker {
  const worker = spare ?? startWorker();
  spare = null;
  return worker;
}

/**
 * Starts the next reading's worker while the buyer reaches for the design field: fetching and running its
 * script was most of the wait between choosing a file and its first answer.
 */
export function warmDesignWorker() {
  spare ??= startWorker();
}
