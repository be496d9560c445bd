import path from 'node:path';

// `npm run bench:web -- --compare`: what it decides without a browser.
const root = path.resolve(__dirname, '../..');
type Figures = Partial<Record<'performance' | 'LCP' | 'TBT' | 'jsBytes', number>>;
const { appsChangedBy, comparedTechniques, compareTable } = require(path.join(root, 'scripts/bench-web/compare.cjs')) as {
  appsChangedBy(technique: string): string[];
  comparedTechniques(args: string[]): string[] | null;
  compareTable(rows: { technique: string; screen: string; on: Figures; off: Figures; missed: string[] }[]): string;
};
const { TECHNIQUE_NAMES } = require(path.join(root, 'webpack/perf')) as { TECHNIQUE_NAMES: string[] };

describe('bench:web --compare', () => {
  it('compares every technique, or those it names, and refuses a name no technique has', () => {
    expect(comparedTechniques(['--runs=1'])).toBeNull();
    expect(comparedTechniques(['--compare', '--runs=1'])).toEqual(TECHNIQUE_NAMES);
    expect(comparedTechniques(['--compare=inline-head,theme-stylesheet'])).toEqual(['inline-head', 'theme-stylesheet']);
    expect(() => comparedTechniques(['--compare=inline-head,head'])).toThrow(/PERF_OFF names no technique head; the techniques are: precompression, /);
  });

  // Only the builds a switch changes are built again; the others keep the build with everything on.
  it('rebuilds only the apps whose configuration a technique changes', () => {
    expect(appsChangedBy('inline-head')).toEqual(['shell']);
    expect(appsChangedBy('shared-runtime')).toEqual(['shop-remote', 'admin-remote']);
    expect(appsChangedBy('page-preloads')).toEqual(['shell', 'shop-remote', 'admin-remote']);
    expect(appsChangedBy('precompression')).toEqual(['shell', 'shop-remote', 'admin-remote']);
  });

  it('prints one markdown row per technique and screen, with the budgets missed with it off', () => {
    const table = compareTable([
      { technique: 'shared-runtime', screen: 'home first load', on: { jsBytes: 163_012 }, off: { jsBytes: 172_640 }, missed: ['home JS 172.6 KB > 170.0 KB'] },
      {
        technique: 'inline-head',
        screen: '/login',
        on: { performance: 96, LCP: 2372.6, TBT: 63.4, jsBytes: 190_049 },
        off: { performance: 95.4, LCP: 2401, TBT: 60, jsBytes: 190_351 },
        missed: [],
      },
    ]);
    expect(table.split('\n')).toEqual([
      '| technique | screen | perf on→off | LCP on→off | TBT on→off | JS KB on→off | budget held with it off |',
      '|---|---|---|---|---|---|---|',
      '| shared-runtime | home first load | – | – | – | 163.0 → 172.6 KB | no (home JS 172.6 KB > 170.0 KB) |',
      '| inline-head | /login | 96 → 95 | 2373 ms → 2401 ms | 63 ms → 60 ms | 190.0 → 190.4 KB | yes |',
    ]);
  });
});
