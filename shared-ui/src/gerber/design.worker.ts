import type { DesignCapabilities } from '@pcb/contract/domain';
import type { DesignAnswer } from './design-reading';
import { readDesign } from './read-design';

/** What the worker is asked: a design zip and the capabilities to check it against. */
export interface WorkerQuestion {
  zip: Blob;
  capabilities: DesignCapabilities;
}

/** What the worker answers: the reading, then its report (design-reading.ts), or that there is none. */
export type WorkerAnswer = DesignAnswer | { failed: true };

/** The worker's own scope (the DOM typings know only a window's `self`). */
const scope = self as unknown as { onmessage: (event: MessageEvent<WorkerQuestion>) => void; postMessage(answer: WorkerAnswer): void };

// The preview's worker (read-design-in-worker.ts): a design zip and the capabilities come in, the pictures go back
// as soon as they are drawn, then the design-rule report. Every way this can fail ends in an answer, posting one
// included (a DataCloneError): the page waits for it.
scope.onmessage = async (event) => {
  try {
    for await (const answer of readDesign(event.data.zip, event.data.capabilities)) scope.postMessage(answer);
  } catch {
    scope.postMessage({ failed: true });
  }
};
