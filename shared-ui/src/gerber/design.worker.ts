import type { DesignCapabilities } from '@pcb/contract';
import { readDesign } from './read-design';

/** What the worker is asked: a design zip and the capabilities to check it against. */
export interface WorkerQuestion {
  zip: Blob;
  capabilities: DesignCapabilities;
}

/** What the worker answers: the reading, or why there is none. */
export type WorkerAnswer = { reading: Awaited<ReturnType<typeof readDesign>> } | { failed: true };

/** The worker's own scope (the DOM typings know only a window's `self`). */
const scope = self as unknown as { onmessage: (event: MessageEvent<WorkerQuestion>) => void; postMessage(answer: WorkerAnswer): void };

// The preview's worker (read-design-in-worker.ts): a design zip and the capabilities come in, its reading goes back.
// Every way this can fail ends in an answer, posting the reading included (a DataCloneError): the page waits for one.
scope.onmessage = async (event) => {
  try {
    scope.postMessage({ reading: await readDesign(event.data.zip, event.data.capabilities) });
  } catch {
    scope.postMessage({ failed: true });
  }
};
