import { NO_TRANSACTION_MARKER } from '../src/db/migrate';
import { splitSql } from '../src/db/sql-statements';

/**
 * Tables big enough in production that a plain `CREATE INDEX` (which blocks writes for the whole build)
 * would stall the shop: orders and their lines, history and payments, stored files, mail, sessions, users.
 */
export const LARGE_TABLES = new Set([
  'transactions',
  'transaction_items',
  'transaction_expeditions',
  'transaction_history',
  'payments',
  'payment_notifications',
  'stored_files',
  'outbox',
  'sessions',
  'one_time_tokens',
  'users',
  'custom_requests',
]);

export type Rule = 'rename' | 'drop' | 'not-null-without-default' | 'index-not-concurrent' | 'concurrently-in-transaction';

export interface Violation {
  rule: Rule;
  statement: string;
}

const IDENT = String.raw`(?:\w+\.)?"?(\w+)"?`;
const ALTER_TABLE = new RegExp(String.raw`^alter table (?:if exists )?(?:only )?${IDENT} (.*)$`);
const CREATE_TABLE = new RegExp(String.raw`^create (?:unlogged )?table (?:if not exists )?${IDENT}`);
const CREATE_INDEX = new RegExp(String.raw`^create (?:unique )?index (concurrently )?(?:if not exists )?(?:"?\w+"? )?on (?:only )?${IDENT}`);

/**
 * What a migration must not do in the release whose code needs it, because the previous release's code
 * is still serving on the same database until the roll ends (docs/operations.md, "Migrations").
 */
export function checkMigration(sql: string): Violation[] {
  const statements = splitSql(sql);
  const created = new Set(statements.flatMap(({ code }) => CREATE_TABLE.exec(code)?.[1] ?? []));
  const defaults = new Set(statements.flatMap(({ code }) => columnsGivenDefault(code)));
  const noTransaction = sql.startsWith(NO_TRANSACTION_MARKER);
  return statements.flatMap(({ code, text }) => {
    const found = (rule: Rule): Violation => ({ rule, statement: text });
    const violations: Violation[] = [];
    if (/\brename\b/.test(code)) violations.push(found('rename'));
    if (/\bdrop\b(?! default\b| not null\b)/.test(code)) violations.push(found('drop'));
    if (notNullColumns(code).some((column) => !defaults.has(column))) violations.push(found('not-null-without-default'));
    const index = CREATE_INDEX.exec(code);
    const indexedTable = index && !index[1] ? index[2] : uniqueConstraintTable(code);
    if (indexedTable && LARGE_TABLES.has(indexedTable) && !created.has(indexedTable)) violations.push(found('index-not-concurrent'));
    if (/\bconcurrently\b/.test(code) && !noTransaction) violations.push(found('concurrently-in-transaction'));
    return violations;
  });
}

/** The clauses of an `ALTER TABLE`, split on the commas between them (not those inside parentheses). */
function alterClauses(code: string): { table: string; clauses: string[] } | null {
  const match = ALTER_TABLE.exec(code);
  if (!match) return null;
  const clauses: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of match[2]) {
    if (char === ',' && depth === 0) {
      clauses.push(current.trim());
      current = '';
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    current += char;
  }
  clauses.push(current.trim());
  return { table: match[1], clauses };
}

const ADD_COLUMN = /^add (?:column )?(?:if not exists )?"?(\w+)"? (.*)$/;
const ALTER_COLUMN = /^alter (?:column )?"?(\w+)"? (.*)$/;

/** `table.column` for each column this statement gives a default to. */
function columnsGivenDefault(code: string): string[] {
  const alter = alterClauses(code);
  if (!alter) return [];
  return alter.clauses.flatMap((clause) => {
    const column = ADD_COLUMN.exec(clause) ?? ALTER_COLUMN.exec(clause);
    return column && /\b(set )?default\b/.test(column[2]) && !/\bdrop default\b/.test(column[2]) ? [`${alter.table}.${column[1]}`] : [];
  });
}

/** `table.column` for each column this statement makes NOT NULL on a table that already has rows and writers. */
function notNullColumns(code: string): string[] {
  const alter = alterClauses(code);
  if (!alter) return [];
  return alter.clauses.flatMap((clause) => {
    const added = ADD_COLUMN.exec(clause);
    if (added && /\bnot null\b/.test(added[2])) return [`${alter.table}.${added[1]}`];
    const altered = ALTER_COLUMN.exec(clause);
    return altered && /^set not null\b/.test(altered[2]) ? [`${alter.table}.${altered[1]}`] : [];
  });
}

/** A UNIQUE or PRIMARY KEY constraint added to an existing table builds its index under a write lock, unless it adopts one (`USING INDEX`). */
function uniqueConstraintTable(code: string): string | null {
  const alter = alterClauses(code);
  const builds = alter?.clauses.some((clause) => /^add (?:constraint "?\w+"? )?(?:unique|primary key)\b/.test(clause) && !/\busing index\b/.test(clause));
  return builds ? alter!.table : null;
}
