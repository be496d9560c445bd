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

function regexesIn(path: string, text = readFileSync(path, 'utf8')): Found[] {
  const file = relative(ROOT, path);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
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

const allRegexes = packages()
  .flatMap((pkg) => sourceFiles(join(ROOT, pkg, 'src')))
  .flatMap((path) => regexesIn(path));

describe('regular expressions in every package’s src/', () => {
  it('are found (the scanner reads literals and new RegExp alike)', () => {
    expect(allRegexes.length).toBeGreaterThan(50);
    const built = regexesIn(join(ROOT, 'example.ts'), "const a = new RegExp('^a+$', 'i'); const b = RegExp(`${x}+`);");
    expect(built.map((found) => found.regex)).toEqual([{ source: '^a+$', flags: 'i' }, null]);
  });

  it('are all built from literal text, so each can be checked', () => {
    expect(allRegexes.filter((found) => found.regex === null).map((found) => `${found.at} ${found.text}`)).toEqual([]);
  });

  it('all run in linear time: recheck finds no super-linear backtracking in any', async () => {
    const verdicts: string[] = [];
    for (const found of allRegexes) {
      if (!found.regex) continue;
      const diagnostics = await check(found.regex.source, found.regex.flags, { timeout: 30_000 });
      if (diagnostics.status !== 'safe') {
        const why = diagnostics.status === 'vulnerable' ? `${diagnostics.complexity.type}, attack ${diagnostics.attack.pattern}` : diagnostics.error.kind;
        verdicts.push(`${found.at} ${found.text}: ${diagnostics.status} (${why})`);
      }
    }
    console.log(`regex check: ${allRegexes.length} regular expressions`);
    expect(verdicts).toEqual([]);
  }, 600_000);

  it('would catch the old e-mail rule', async () => {
    const old = await check('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '');
    expect(old.status).toBe('vulnerable');
  });
});
