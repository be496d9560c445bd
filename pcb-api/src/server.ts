#!/usr/bin/env node
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { EnvFileError } from '@pcb/contract/server/env-files';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ApiConfig } from './config';
import { DataDirInUse, openDatabase } from './db/database';
import { migrate, SchemaBehind } from './db/migrate';
import { MIGRATIONS_DIR } from './paths';
import { migrationTimeouts } from './plugins/db';
import { startupBanner } from './startup-banner';

/** What in-flight requests get to finish once the drain is over (uploads and slow SMTP included). */
const IN_FLIGHT_GRACE_MS = 10_000;

/** `pcb-api migrate`: brings the schema up to date and exits, before a fleet of instances starts with MIGRATE_ON_START=false. */
async function migrateOnly(config: ApiConfig): Promise<void> {
  const db = await openDatabase({ ...config, applicationName: `pcb-api migrate ${config.instanceId}` });
  try {
    const applied = await migrate(db, MIGRATIONS_DIR, migrationTimeouts(config));
    process.stdout.write(applied.length > 0 ? `migrations applied: ${applied.join(', ')}\n` : 'schema up to date\n');
  } finally {
    await db.close();
  }
}

async function serve(config: ApiConfig): Promise<void> {
  const app = await buildApp(config);

  // SIGTERM: not ready first, still serving while the balancer notices, then close (which waits for requests in flight).
  closeWithGrace({ delay: config.drainMs + IN_FLIGHT_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else {
      app.log.info({ signal, drainMs: config.drainMs }, 'draining');
      app.startDraining();
      await sleep(config.drainMs);
      app.log.info('closing');
    }
    await app.close();
  });

  const address = await app.listen({ host: config.host, port: config.port });
  process.stdout.write(startupBanner(config, address));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const command = process.argv[2];
  if (command === 'migrate') return migrateOnly(config);
  if (command) throw new ConfigError(`unknown command "${command}": pcb-api [migrate]`);
  return serve(config);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof EnvFileError || error instanceof DataDirInUse || error instanceof SchemaBehind;
  process.stderr.write(`pcb-api failed to start: ${known ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
