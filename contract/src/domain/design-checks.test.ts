import type { DesignMeasures, DesignRuleCheck } from './design-report';
import { designWarnings, rulesWithOrder } from './design-checks';

const measured = (change: Partial<DesignMeasures> = {}): DesignMeasures => ({
  width_mm: 219,
  height_mm: 139.5,
  copper_layers: 2,
  min_hole_mm: 0.3,
  min_track_mm: 0.099,
  files: [],
  ...change,
});

const ordered = { width: '100 mm', length: '100 mm', layer: '1 Layer', min_track: '8 mil', min_hole: '0.4 mm' };

describe('designWarnings', () => {
  it('names each field the files disagree with, and both values', () => {
    expect(designWarnings(measured(), ordered)).toEqual([
      {
        field: 'dimensions',
        found: '219 × 139,5 mm',
        ordered: '100 × 100 mm',
        message: 'Ukuran papan pada file (219 × 139,5 mm) melebihi ukuran pada permintaan (100 × 100 mm).',
      },
      { field: 'layer', found: '2 layer', ordered: '1 layer', message: 'File berisi 2 lapisan tembaga, sedangkan permintaan menyebut 1 layer.' },
      {
        field: 'min_track',
        found: '0,099 mm (3,9 mil)',
        ordered: '0,203 mm (8 mil)',
        message: 'Jalur terkecil pada file (0,099 mm (3,9 mil)) lebih kecil dari minimum jalur pesanan, Min Track 0,203 mm (8 mil).',
      },
      {
        field: 'min_hole',
        found: '0,3 mm',
        ordered: '0,4 mm',
        message: 'Lubang terkecil pada file (0,3 mm) lebih kecil dari minimum lubang pesanan, Min Hole 0,4 mm.',
      },
    ]);
  });

  it('has nothing to say when the board fits either way round and nothing is finer than ordered', () => {
    const fitting = { width: '150 mm', length: '297 mm', layer: '2 Layer', min_track: '6 mil', min_hole: '0.3 mm' };
    expect(designWarnings(measured({ width_mm: 219, height_mm: 139.5, min_track_mm: 0.152 }), fitting)).toEqual([]);
  });

  it('checks nothing that was not measured or not ordered', () => {
    const unknown = measured({ width_mm: null, height_mm: null, min_hole_mm: null, min_track_mm: null });
    expect(designWarnings(unknown, ordered).map((warning) => warning.field)).toEqual(['layer']);
    expect(designWarnings(measured(), {})).toEqual([]);
  });
});

describe('rulesWithOrder', () => {
  const check = (rule: DesignRuleCheck['rule'], result: DesignRuleCheck['result'], message: string): DesignRuleCheck => ({
    rule,
    name: rule,
    result,
    found: null,
    ordered: null,
    capability: null,
    message,
    locations: [],
    more_locations: 0,
  });
  const rules = [
    check('outline', 'pass', 'Garis tepi papan tertutup.'),
    check('size', 'pass', 'Sesuai dengan kemampuan produksi kami.'),
    check('layers', 'pass', 'Sesuai dengan kemampuan produksi kami.'),
    check('track', 'cannot-be-made', 'Jalur terkecil pada file (0,099 mm (3,9 mil)) lebih kecil dari kemampuan produksi kami, 0,2 mm (7,9 mil).'),
    check('drill', 'pass', 'Sesuai dengan kemampuan produksi kami.'),
  ];

  it('shows what the order says on each check it speaks to, and nothing on the others', () => {
    const fitting = { width: '300 mm', length: '200 mm', layer: '2 Layer', min_track: '3 mil', min_hole: '0.3 mm' };
    expect(rulesWithOrder(rules, measured(), fitting).map(({ rule, result, ordered }) => [rule, result, ordered])).toEqual([
      ['outline', 'pass', null],
      ['size', 'pass', '300 × 200 mm'],
      ['layers', 'pass', '2 layer'],
      ['track', 'cannot-be-made', '0,076 mm (3 mil)'],
      ['drill', 'pass', 'min. 0,3 mm'],
    ]);
  });

  it("makes a passed check a warning with the order's sentence where the files disagree with the order, and adds it to a failed one", () => {
    const [, size, layers, track] = rulesWithOrder(rules, measured(), ordered);
    expect(size).toMatchObject({ result: 'warning', message: 'Ukuran papan pada file (219 × 139,5 mm) melebihi ukuran pada permintaan (100 × 100 mm).' });
    expect(layers).toMatchObject({ result: 'warning', message: 'File berisi 2 lapisan tembaga, sedangkan permintaan menyebut 1 layer.' });
    expect(track.result).toBe('cannot-be-made');
    expect(track.message).toBe(
      `${rules[3].message} Jalur terkecil pada file (0,099 mm (3,9 mil)) lebih kecil dari minimum jalur pesanan, Min Track 0,203 mm (8 mil).`,
    );
  });
});
