import fs from 'node:fs';
import path from 'node:path';
import { migrationFiles } from '../src/db/migrate';
import { MIGRATIONS_DIR } from '../src/paths';
import { checkMigration, type Rule } from './migration-rules';

/**
 * Migrations that break a rule on purpose or from before the rules, each with why it stands. A new
 * entry is a contract step (docs/operations.md, "Migrations"): it ships a release after the code stopped
 * using what it removes, and says so here. Entries that no longer match a violation fail the test too.
 */
const ALLOWED: Record<string, { rule: Rule; reason: string }[]> = {
  '011_mail_outbox.sql': [
    {
      rule: 'not-null-without-default',
      reason: 'Applied everywhere before the rules. It broke the previous release mail inserts during its roll; 013 gives the column a default.',
    },
    {
      rule: 'index-not-concurrent',
      reason: 'Applied everywhere before the rules, when the outbox held a few development rows (the outbox_dedupe_key constraint and outbox_due).',
    },
  ],
};

describe('every migration is safe to apply under the previous release', () => {
  it.each(migrationFiles(MIGRATIONS_DIR))('%s breaks no rule it is not allowed to', (file) => {
    const rules = checkMigration(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')).map((v) => `${v.rule}: ${v.statement}`);
    const allowed = (ALLOWED[file] ?? []).map((entry) => entry.rule);
    expect(rules.filter((rule) => !allowed.some((name) => rule.startsWith(`${name}:`)))).toEqual([]);
    for (const name of allowed) expect(rules.some((rule) => rule.startsWith(`${name}:`))).toBe(true);
  });

  it('allows only files that exist', () => {
    expect(Object.keys(ALLOWED).filter((file) => !migrationFiles(MIGRATIONS_DIR).includes(file))).toEqual([]);
  });
});

const rulesOf = (sql: string) => checkMigration(sql).map((violation) => violation.rule);

describe('the migration rules', () => {
  it.each([
    ['ALTER TABLE orders RENAME COLUMN total TO amount;', 'rename'],
    ['alter table "transactions" rename to orders', 'rename'],
    ['ALTER TABLE transactions DROP COLUMN shipping_weight;', 'drop'],
    ['alter table users drop phone', 'drop'],
    ['DROP TABLE simulator_orders;', 'drop'],
    ['ALTER TABLE outbox DROP CONSTRAINT outbox_status;', 'drop'],
    ['ALTER TABLE outbox ALTER COLUMN dedupe_key SET NOT NULL;', 'not-null-without-default'],
    ["UPDATE outbox SET kind = 'x';\nALTER TABLE outbox ALTER COLUMN kind SET NOT NULL;", 'not-null-without-default'],
    ['ALTER TABLE payments ADD COLUMN fee integer NOT NULL;', 'not-null-without-default'],
    ['CREATE INDEX transactions_paid ON transactions (updated_at);', 'index-not-concurrent'],
    ['create unique index if not exists "sf_hash" on public."stored_files" (sha256)', 'index-not-concurrent'],
    ['ALTER TABLE outbox ADD CONSTRAINT outbox_key UNIQUE (dedupe_key);', 'index-not-concurrent'],
    ['CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_paid ON transactions (updated_at);', 'concurrently-in-transaction'],
  ])('refuses %s', (sql, rule) => {
    expect(rulesOf(sql)).toContain(rule);
  });

  it.each([
    ['-- we never DROP or RENAME anything here\nALTER TABLE outbox ADD COLUMN kind text; /* no DROP */', 'words in comments'],
    ["INSERT INTO app_meta (key, value) VALUES ('note', 'DROP TABLE users; RENAME')", 'words in strings'],
    ['DO $$ BEGIN PERFORM 1; END $$;', 'dollar-quoted bodies'],
    ["ALTER TABLE outbox ADD COLUMN kind text NOT NULL DEFAULT 'mail';", 'NOT NULL with its default'],
    [
      "ALTER TABLE outbox ADD COLUMN kind text, ALTER COLUMN kind SET DEFAULT 'mail';\nALTER TABLE outbox ALTER COLUMN kind SET NOT NULL;",
      'a default set first',
    ],
    ['ALTER TABLE outbox ALTER COLUMN dedupe_key DROP NOT NULL, ALTER COLUMN status DROP DEFAULT;', 'relaxing a column'],
    ['CREATE TABLE invoices (id text PRIMARY KEY, total numeric(12, 2) NOT NULL);\nCREATE INDEX invoices_total ON invoices (total);', 'a table made here'],
    ['CREATE INDEX categories_name ON categories (name);', 'a small table'],
    [`${'-- migrate:no-transaction'}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_paid ON transactions (updated_at);`, 'a concurrent index'],
  ])('accepts %s (%s)', (sql) => {
    expect(rulesOf(sql)).toEqual([]);
  });
});
