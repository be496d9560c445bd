import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { UNUSED_PALETTES } from '../prebuilt-config';
import { system } from '../system';

const ROOT = path.resolve(__dirname, '../../../../..');
const SOURCES = ['shared-ui/src', 'shop-remote/src', 'admin-remote/src', 'shell/src'];
const THEME = path.resolve(__dirname, '../prebuilt-config.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && file !== THEME ? [file] : [];
  });
}

describe('the palettes the theme leaves out', () => {
  it('are named by no source, as a colour or a colorPalette', () => {
    const naming = new RegExp(`\\b(${UNUSED_PALETTES.join('|')})\\b`);
    const offenders = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => naming.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('are gone from the tokens, and the palettes the screens use are there', () => {
    expect(system.token('colors.teal.500')).toBeUndefined();
    expect(system.token('colors.pink.solid')).toBeUndefined();
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'brand']) {
      expect(system.token(`colors.${palette}.solid`)).toBeDefined();
    }
  });
});
