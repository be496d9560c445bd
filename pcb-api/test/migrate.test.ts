import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { migrate, requireSchema, SchemaBehind } from '../src/db/migrate';
import { MIGRATIONS_DIR } from '../src/paths';
import { createTestApp, useTestApp } from './helpers';

const testApp = useTestApp();

/** A folder of migrations named after the real ones (900+), so they run on the test's migrated database. */
function migrationsDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-api-migrations-'));
  for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
}

const FAST = { lockTimeoutMs: 200, retryDelayMs: 100 };

describe('the migration runner', () => {
  it('runs a file marked no-transaction statement by statement, so an index can be built concurrently', async () => {
    const { db } = testApp();
    const index = 'CREATE INDEX CONCURRENTLY IF NOT EXISTS rolling_probe_at ON rolling_probe (at);';
    const dir = migrationsDir({
      '900_rolling_probe.sql': 'CREATE TABLE rolling_probe (id integer PRIMARY KEY, at timestamptz);',
      '901_rolling_probe_index.sql': `-- migrate:no-transaction\n-- The index is built while the table takes writes.\n${index}\n`,
    });
    try {
      expect(await migrate(db, dir, FAST)).toEqual(['900_rolling_probe.sql', '901_rolling_probe_index.sql']);
      const valid = await db.query<{ indisvalid: boolean }>(`SELECT indisvalid FROM pg_index WHERE indexrelid = 'rolling_probe_at'::regclass`);
      expect(valid).toEqual([{ indisvalid: true }]);
      expect(await migrate(db, dir, FAST)).toEqual([]);

      const inTransaction = migrationsDir({ '902_rolling_probe_again.sql': index.replace('rolling_probe_at', 'rolling_probe_again') });
      await expect(migrate(db, inTransaction, FAST)).rejects.toThrow(/cannot run inside a transaction block/);
    } finally {
      await db.exec(`DROP TABLE IF EXISTS rolling_probe; DELETE FROM schema_migrations WHERE name LIKE '90%'`);
    }
  });

  it('refuses to serve a schema that lacks migrations this code needs, when it may not migrate', async () => {
    const started = createTestApp({ MIGRATE_ON_START: 'false' }, { logger: false, pgliteTemplate: undefined });
    await expect(started).rejects.toThrow(SchemaBehind);
    await expect(started).rejects.toThrow(/the database lacks migrations this code needs \(001_init\.sql, .*\): run `pcb-api migrate` first/);
  });

  it('serves a schema ahead of the code: a newer release migrated it, and migrations only expand', async () => {
    const { db } = testApp();
    await db.query(`INSERT INTO schema_migrations (name) VALUES ('999_from_the_next_release.sql')`);
    await expect(requireSchema(db, MIGRATIONS_DIR)).resolves.toEqual({ ahead: ['999_from_the_next_release.sql'] });
    await db.query(`DELETE FROM schema_migrations WHERE name = '013_outbox_dedupe_default.sql'`);
    await expect(requireSchema(db, MIGRATIONS_DIR)).rejects.toThrow('the database lacks migrations this code needs (013_outbox_dedupe_default.sql)');
    await db.query(`INSERT INTO schema_migrations (name) VALUES ('013_outbox_dedupe_default.sql')`);
    await db.query(`DELETE FROM schema_migrations WHERE name = '999_from_the_next_release.sql'`);
  });
});

describe('the migrations that mend 006 and 011', () => {
  const mend = (file: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');

  it('lets code that does not know outbox.dedupe_key (the release before 011) write mail', async () => {
    const { db } = testApp();
    await db.query(`INSERT INTO outbox (id, to_address, subject, text, html) VALUES ('legacy-mail', 'a@pcb.test', 's', 't', '<p>t</p>')`);
    const [row] = await db.query<{ dedupe_key: string; status: string }>(`SELECT dedupe_key, status FROM outbox WHERE id = 'legacy-mail'`);
    expect(row).toEqual({ dedupe_key: expect.stringMatching(/^unkeyed:[0-9a-f-]{36}$/), status: 'pending' });
  });

  it('gives an order placed without an address (by the release before 006) its buyer address, and leaves the others', async () => {
    const { db } = testApp();
    const [buyer] = await db.query<{ id: string; address: unknown }>(`SELECT id, address FROM users WHERE email = 'buyer@pcb.test'`);
    const order = (id: string, address: string | null) =>
      db.query(
        `INSERT INTO transactions (id, id_user, status, total_payment, recipient_name, shipping_address) VALUES ($1, $2, 'menunggu-pembayaran', 1000, $3, $4)`,
        [id, buyer.id, address ? 'Kept' : null, address],
      );
    await order('aaaaaaaaaaaaaaaaaaaaaaaa', null);
    await order('bbbbbbbbbbbbbbbbbbbbbbbb', '{"detail":"Jl. Kept 1"}');
    await db.exec(mend('012_order_address_backfill.sql'));

    const rows = await db.query<{ id: string; recipient_name: string; shipping_address: unknown }>(
      `SELECT id, recipient_name, shipping_address FROM transactions ORDER BY id`,
    );
    expect(rows[0].shipping_address).toEqual(buyer.address);
    expect(rows[0].recipient_name).not.toBeNull();
    expect(rows[1]).toMatchObject({ recipient_name: 'Kept', shipping_address: { detail: 'Jl. Kept 1' } });
  });
});

const postgresOnly = process.env.DATABASE_URL ? describe : describe.skip;
postgresOnly('a migration behind a busy table, on PostgreSQL', () => {
  /** Another session holds ACCESS EXCLUSIVE on `table` for `ms`, as a long query or transaction would. */
  async function holdTable(table: string, ms: number) {
    const { config } = testApp();
    const other = await openDatabase({ ...config, applicationName: 'pcb-api lock holder' });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = other
      .transaction(async (tx) => {
        await tx.exec(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
        locked();
        await new Promise((resolve) => setTimeout(resolve, ms));
      })
      .finally(() => other.close());
    await isLocked;
    return { released: held };
  }

  it('gives up waiting for the lock after lock_timeout, then retries with back-off until it is free', async () => {
    const { db } = testApp();
    const dir = migrationsDir({ '910_categories_note.sql': 'ALTER TABLE categories ADD COLUMN rolling_note text;' });

    const short = await holdTable('categories', 1_500);
    const started = Date.now();
    await expect(migrate(db, dir, { ...FAST, attempts: 1 })).rejects.toMatchObject({ code: '55P03' });
    expect(Date.now() - started).toBeLessThan(1_000);
    await short.released;

    const busy = await holdTable('categories', 1_000);
    expect(await migrate(db, dir, { ...FAST, attempts: 6 })).toEqual(['910_categories_note.sql']);
    await busy.released;
    await db.exec('ALTER TABLE categories DROP COLUMN rolling_note');
    await db.query(`DELETE FROM schema_migrations WHERE name = '910_categories_note.sql'`);
  });
});
