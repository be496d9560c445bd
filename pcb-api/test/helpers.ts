import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDatabase } from '../src/seed';

/**
 * One app (and one database) per test file: an in-memory PGlite by default, or — when
 * DATABASE_URL is set — a schema of its own on that server, so test files can run in parallel.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const schema = databaseUrl ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : '';
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    BCRYPT_ROUNDS: '4',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    ...env,
  });
  const app = await buildApp(config);
  if (schema) {
    app.addHook('preClose', async () => {
      await app.db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    });
  }
  return app;
}

/** Empties every table and seeds again: each test starts from the first-start data. */
export async function resetDatabase(app: FastifyInstance): Promise<void> {
  const tables = await app.db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  await app.db.exec(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} CASCADE`);
  await seedDatabase(app);
}

export async function json<T = unknown>(app: FastifyInstance, options: InjectOptions): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await app.inject(options);
  const text = response.body;
  return { status: response.statusCode, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}
