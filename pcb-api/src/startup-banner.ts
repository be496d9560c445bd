import type { ApiConfig } from './config';

/** What the start-up prints: where to find things, never a password (logs reach more people than the operator). */
export function startupBanner(config: ApiConfig, address: string): string {
  const storage = config.databaseUrl ? `PostgreSQL server${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}` : `PGlite in ${config.dataDir}`;
  const lines = [
    `pcb-api ${config.instanceId} listening on ${address}/api  (${storage})`,
    `  admin  ${config.seed.adminEmail}${config.isProduction ? '' : '  (demo accounts and their passwords: pcb-api/README.md)'}`,
    config.smtpUrl ? '  mail   SMTP' : config.isProduction ? '  mail   outbox (database)' : `  mail   outbox: ${address}/api/dev/outbox`,
  ];
  return `${lines.join('\n')}\n`;
}
