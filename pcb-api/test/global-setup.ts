import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createJiti } from 'jiti';
import { MIGRATIONS_DIR } from '../src/paths';

/** Where test files find the template: the path of the dumped data folder. */
export const PGLITE_TEMPLATE_ENV = 'PCB_API_PGLITE_TEMPLATE';

/**
 * initdb takes seconds of CPU per PGlite; the migrations add more. Done once here, the result is
 * dumped and each test file's app starts from the dump (see `createTestApp`). The dump is kept in
 * jest's cache, named after the migrations and PGlite's version, so a later run skips even this one.
 * On PostgreSQL (DATABASE_URL) each file still migrates a schema of its own.
 */
export default async function globalSetup(_global: unknown, project: { cacheDirectory: string }): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const file = path.join(project.cacheDirectory, `pcb-api-pglite-${templateKey()}.tar`);
  if (!fs.existsSync(file)) await writeTemplate(file);
  process.env[PGLITE_TEMPLATE_ENV] = file;
}

function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(pgliteEntry, '../../package.json')));
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The database code from its sources: jest's module map does not reach a global setup, and the contract's
 * server modules would otherwise be looked for in its build.
 */
const sources = createJiti(__filename, {
  alias: { '@pcb/contract/server/db': path.join(__dirname, '../../contract/src/server/db.ts') },
});

async function writeTemplate(file: string): Promise<void> {
  const { pgliteDatabase } = await sources.import<typeof import('../src/db/database')>('../src/db/database');
  const { migrate } = await sources.import<typeof import('../src/db/migrate')>('../src/db/migrate');
  const db = await PGlite.create();
  try {
    await migrate(pgliteDatabase(db), MIGRATIONS_DIR);
    const dump = await db.dumpDataDir('none');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Renamed into place: parallel runs share the cache folder and must never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await db.close();
  }
}
