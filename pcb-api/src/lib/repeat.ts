import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `everyMs` on this instance, the next run only after the last one ended, so runs never
 * overlap inside one process (instances share the work by claiming rows with FOR UPDATE SKIP LOCKED).
 * A failure is logged and the next run comes as usual; closing the app waits for a run in progress.
 */
export function repeatWithoutOverlap(app: FastifyInstance, name: string, everyMs: number, job: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = job().then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${name} failed`),
      );
      void running.then(schedule);
    }, everyMs);
    timer.unref();
  };
  schedule();
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
