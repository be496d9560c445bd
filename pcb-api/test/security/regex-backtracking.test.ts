import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';

/**
 * Finding H1/H2 as a class: a regular expression that backtracks super-linearly lets one request hold a server.
 * Every regex literal and `new RegExp` in the `src/` of every workspace package goes through recheck, which
 * proves a pattern linear or finds an attack string. Tests are not read: they never see anyone's input.
 */
const ROOT = join(__dirname, '../../..');

/**
 * Patterns of pcb-api's Gerber reader, which the Gerber part of issue 21 rewrites on its own branch. Once that
 * lands, an entry that no longer exists fails this test, so the list only shrinks.
 */
const PENDING_GERBER_REWRITE = {
  file: 'pcb-api/src/lib/gerber-inspection.ts',
  patterns: [
    '/^\\s*(?:G04|%FS|%MO|%TF|%AD|G7[01])/m',
    '/^\\s*M48\\s*$/m',
    '/%TF\\.FileFunction,([^*]*)\\*%/',
    '/^\\s*(?:G0?[123])?(?:X([+-]?[\\d.]+))?(?:Y([+-]?[\\d.]+))?(?:I[+-]?[\\d.]+)?(?:J[+-]?[\\d.]+)?(?:D0?([123]))?\\s*$/',
    'new RegExp(`(?:^|[^a-z0-9])(?:${core})(?:[^a-z0-9]|$)`, \'i\')',
  ],
};

interface Found {
  /** `file:line`. */
  at: string;
  file: string;
  /** As written in the source. */
  text: string;
  /** Source and flags, or null for a `new RegExp` built at run time (which cannot be checked here). */
  regex: { source: string; flags: string } | null;
}

function packages(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces;
}

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.(c|m)?[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

function regexesIn(path: string): Found[] {
  const file = relative(ROOT, path);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText();
      const end = text.lastIndexOf('/');
      found.push({ at: at(node), file, text, regex: { source: text.slice(1, end), flags: text.slice(end + 1) } });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp') {
      const [pattern, flags] = node.arguments ?? [];
      const literal = (n: ts.Node | undefined) => (n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : undefined);
      const sourceText = literal(pattern);
      const flagsText = flags === undefined ? '' : literal(flags);
      const regex = sourceText !== undefined && flagsText !== undefined ? { source: sourceText, flags: flagsText } : null;
      found.push({ at: at(node), file, text: node.getText(), regex });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const allRegexes = packages().flatMap((pkg) => sourceFiles(join(ROOT, pkg, 'src'))).flatMap(regexesIn);
const pending = (found: Found) => found.file === PENDING_GERBER_REWRITE.file && PENDING_GERBER_REWRITE.patterns.includes(found.text);

describe('regular expressions in every package’s src/', () => {
  it('are found (the scanner reads literals and new RegExp alike)', () => {
    expect(allRegexes.length).toBeGreaterThan(50);
    expect(allRegexes.some((found) => found.text.startsWith('new RegExp'))).toBe(true);
  });

  it('are all built from literal text, so each can be checked', () => {
    expect(allRegexes.filter((found) => found.regex === null && !pending(found)).map((found) => `${found.at} ${found.text}`)).toEqual([]);
  });

  it('all run in linear time: recheck finds no super-linear backtracking in any', async () => {
    const verdicts: string[] = [];
    for (const found of allRegexes) {
      if (!found.regex || pending(found)) continue;
      const diagnostics = await check(found.regex.source, found.regex.flags, { timeout: 30_000 });
      if (diagnostics.status !== 'safe') {
        const why = diagnostics.status === 'vulnerable' ? `${diagnostics.complexity.type}, attack ${diagnostics.attack.pattern}` : diagnostics.error.kind;
        verdicts.push(`${found.at} ${found.text}: ${diagnostics.status} (${why})`);
      }
    }
    console.log(`regex check: ${allRegexes.length} regular expressions, ${allRegexes.filter(pending).length} left to the Gerber rewrite`);
    expect(verdicts).toEqual([]);
  }, 600_000);

  it('list nothing as pending that is no longer in the code', () => {
    const present = new Set(allRegexes.filter(pending).map((found) => found.text));
    expect(PENDING_GERBER_REWRITE.patterns.filter((pattern) => !present.has(pattern))).toEqual([]);
  });

  it('would catch the old e-mail rule', async () => {
    const old = await check('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '');
    expect(old.status).toBe('vulnerable');
  });
});
