import { parentPort, workerData } from 'node:worker_threads';
import { inspectDesignZip } from './design-zip';

/** One design inspection in a worker thread of its own (design-inspector.ts): the zip comes in, the check goes back. */
void inspectDesignZip(Buffer.from(workerData as Uint8Array)).then((check) => parentPort?.postMessage(check));
