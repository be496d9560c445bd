import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';

/** In-flight requests get this long to finish after Ctrl-C or SIGTERM. */
const CLOSE_GRACE_MS = 10_000;

async function start() {
  const config = loadConfig();
  const app = await buildApp(config);
  closeWithGrace({ delay: CLOSE_GRACE_MS }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`BFF ready: open http://${config.host}:${port}/ (public URL ${config.publicUrl.origin})`);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
