import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withAmbientTransactions } from '../db/ambient';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { MIGRATIONS_DIR } from '../paths';

export interface DbPluginOptions {
  /** See `DatabaseOptions.pgliteTemplate`. */
  pgliteTemplate?: Blob;
}

/**
 * Opens the database (PGlite or a server), brings its schema up to date (unless `pcb-api migrate` does), closes it with the app.
 * `app.db` joins a request's transaction when one is open (`inTransaction`, the idempotent writes).
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, { pgliteTemplate }: DbPluginOptions) => {
    const { dataDir, databaseUrl, databaseSchema, instanceId, migrateOnStart } = app.config;
    const db = await openDatabase({
      dataDir,
      databaseUrl,
      databaseSchema,
      pgliteTemplate,
      applicationName: `pcb-api ${instanceId}`,
      onConnectionLost: (error) => app.log.warn({ err: error }, 'PostgreSQL dropped an idle connection'),
    });
    try {
      if (migrateOnStart) {
        const applied = await migrate(db, MIGRATIONS_DIR);
        if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
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
