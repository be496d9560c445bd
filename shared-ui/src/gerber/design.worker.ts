import { readDesign } from './read-design';

/** What the worker answers: the reading, or why there is none. */
export type WorkerAnswer = { reading: Awaited<ReturnType<typeof readDesign>> } | { failed: true };

/** The worker's own scope (the DOM typings know only a window's `self`). */
const scope = self as unknown as { onmessage: (event: MessageEvent<Blob>) => void; postMessage(answer: WorkerAnswer): void };

// The preview's worker (read-design-in-worker.ts): a design zip comes in, its reading goes back.
scope.onmessage = async (event) => {
  let answer: WorkerAnswer;
  try {
    answer = { reading: await readDesign(event.data) };
  } catch {
    answer = { failed: true };
  }
  scope.postMessage(answer);
};
