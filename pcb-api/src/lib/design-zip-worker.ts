import { inspectDesignZip } from './design-zip';
import type { InspectionInput } from './design-inspector';

/** One design inspection in a process of its own (design-inspector.ts): the archive, its kind and the capabilities come in, the check goes back. */
process.once('message', ({ zip, kind, capabilities }: InspectionInput) => {
  void inspectDesignZip(Buffer.from(zip.buffer, zip.byteOffset, zip.length), capabilities, kind).then((check) => process.send?.(check));
});
// pcb-api gone (its end of the channel closed): nobody waits for the answer.
process.once('disconnect', () => process.exit());
