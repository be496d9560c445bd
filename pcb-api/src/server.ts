import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startupBanner } from './startup-banner';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  const address = await app.listen({ host: config.host, port: config.port });
  process.stdout.write(startupBanner(config, address));
}

main().catch((error: unknown) => {
  process.stderr.write(`pcb-api failed to start: ${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
