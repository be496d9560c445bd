import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  const address = await app.listen({ host: config.host, port: config.port });
  const storage = config.databaseUrl ? `PostgreSQL server${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}` : `PGlite in ${config.dataDir}`;
  const lines = [
    `pcb-api listening on ${address}/api  (${storage})`,
    // Passwords are never printed: logs are read by more people than the operator.
    `  admin  ${config.seed.adminEmail}${config.isProduction ? '' : '  (demo accounts and their passwords: pcb-api/README.md)'}`,
    config.smtpUrl ? '  mail   SMTP' : config.isProduction ? '  mail   outbox (database)' : `  mail   outbox: ${address}/api/dev/outbox`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`pcb-api failed to start: ${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
