// Ctrl-C or a CI time-out: the stack is removed before the process ends. Registered here, in Jest's own
// process: a test file gets a process object of its own, whose signal handlers never run.
import { discardStack } from './swarm.mjs';

export default function removeStackOnSignal() {
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, async () => {
      process.stderr.write(`\nFAIL: stopped by ${signal}\n`);
      await discardStack();
      process.exit(1);
    });
}
