import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';
import { withAmbientTransactions } from '../db/ambient';
import { openDatabase } from '../db/database';
import { migrate, requireSchema } from '../db/migrate';
import { MIGRATIONS_DIR } from '../paths';

export interface DbPluginOptions {
  /** See `DatabaseOptions.pgliteTemplate`. */
  pgliteTemplate?: Blob;
}

export const migrationTimeouts = (config: ApiConfig) => ({
  lockTimeoutMs: config.migrationLockTimeoutMs,
  statementTimeoutMs: config.migrationStatementTimeoutMs,
});

/**
 * Opens the database (PGlite or a server), brings its schema up to date, or, when `pcb-api migrate` does
 * that, refuses a schema that lacks this code's migrations; closes it with the app.
 * `app.db` joins a request's transaction when one is open (`inTransaction`, the idempotent writes).
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, { pgliteTemplate }: DbPluginOptions) => {
    const { dataDir, databaseUrl, databaseSchema, databasePool, instanceId, migrateOnStart } = app.config;
    const db = await openDatabase({
      dataDir,
      databaseUrl,
      databaseSchema,
      databasePool,
      pgliteTemplate,
      applicationName: `pcb-api ${instanceId}`,
      onConnectionLost: (error) => app.log.warn({ err: error }, 'PostgreSQL dropped an idle connection'),
      onPrimaryChanged: (host) => app.log.warn({ host }, 'PostgreSQL primary found on another host: writes go there now'),
    });
    try {
      if (migrateOnStart) {
        const applied = await migrate(db, MIGRATIONS_DIR, migrationTimeouts(app.config));
        if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
      } else {
        const { ahead } = await requireSchema(db, MIGRATIONS_DIR);
        if (ahead.length > 0) app.log.info({ ahead }, 'the database is ahead of this code (a rolling deploy): serving, as migrations only expand');
      }
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate('db', withAmbientTransactions(db));
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'db', fastify: '5.x' },
);
