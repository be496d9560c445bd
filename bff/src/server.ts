import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';

/** In-flight requests get this long to finish, once the drain is over, after Ctrl-C or SIGTERM. */
const CLOSE_GRACE_MS = 10_000;

async function start() {
  const config = loadConfig();
  const app = await buildApp(config);
  // SIGTERM: not ready first, still serving while the balancer notices, then close (which waits for requests in flight).
  closeWithGrace({ delay: config.drainMs + CLOSE_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else {
      app.log.info({ signal, drainMs: config.drainMs }, 'draining');
      app.startDraining();
      await sleep(config.drainMs);
    }
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`BFF ${config.instanceId} ready: open http://${config.host}:${port}/ (public URL ${config.publicUrl.origin})`);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
