export interface SqlStatement {
  /** The statement as written, comments included, without its closing `;`. */
  text: string;
  /** The same in lower case with comments dropped, every quoted literal emptied (`''`) and whitespace collapsed: what rules read. */
  code: string;
}

/**
 * Splits SQL on the `;` that end statements, skipping those inside comments (`--`, nested `/* *\/`),
 * quoted strings and identifiers (`'…'`, `E'…'`, `"…"`) and dollar-quoted bodies (`$tag$…$tag$`).
 */
export function splitSql(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let text = '';
  let code = '';
  const flush = () => {
    const normalized = code.replace(/\s+/g, ' ').trim().toLowerCase();
    if (normalized) statements.push({ text: text.trim(), code: normalized });
    text = '';
    code = '';
  };
  let i = 0;
  while (i < sql.length) {
    const end = tokenEnd(sql, i);
    const token = sql.slice(i, end);
    if (token === ';') flush();
    else {
      text += token;
      code += codeOf(token);
    }
    i = end;
  }
  flush();
  return statements;
}

/** What a token contributes to `code`: a space for a comment, an empty literal for a string, itself otherwise. */
function codeOf(token: string): string {
  if (token.startsWith('--') || token.startsWith('/*')) return ' ';
  if (token.startsWith("'") || /^e'/i.test(token) || /^\$\w*\$/.test(token)) return "''";
  return token;
}

/** Where the token starting at `i` ends: a comment, a quoted run, or one plain character. */
function tokenEnd(sql: string, i: number): number {
  const rest = sql.slice(i);
  if (rest.startsWith('--')) {
    const newline = sql.indexOf('\n', i);
    return newline === -1 ? sql.length : newline;
  }
  if (rest.startsWith('/*')) return blockCommentEnd(sql, i);
  if (/^[eE]'/.test(rest)) return quotedEnd(sql, i + 1, "'", true);
  if (rest[0] === "'" || rest[0] === '"') return quotedEnd(sql, i, rest[0], false);
  const dollar = /^\$(?:[A-Za-z_]\w*)?\$/.exec(rest);
  if (dollar && !/[\w$]/.test(sql[i - 1] ?? '')) {
    const close = sql.indexOf(dollar[0], i + dollar[0].length);
    return close === -1 ? sql.length : close + dollar[0].length;
  }
  return i + 1;
}

function blockCommentEnd(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return sql.length;
}

/** A doubled quote stays inside; with `backslashes` (E'…') so does an escaped one. */
function quotedEnd(sql: string, start: number, quote: string, backslashes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    if (backslashes && sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
}
