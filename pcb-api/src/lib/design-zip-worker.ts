import { parentPort, workerData } from 'node:worker_threads';
import { inspectDesignZip } from './design-zip';
import type { InspectionInput } from './design-inspector';

/** One design inspection in a worker thread of its own (design-inspector.ts): the archive, its kind and the capabilities come in, the check goes back. */
const { zip, kind, capabilities } = workerData as InspectionInput;
void inspectDesignZip(Buffer.from(zip), capabilities, kind).then((check) => parentPort?.postMessage(check));
