import type { DesignMeasures, DesignRuleCheck } from './design-report';
import { describeCheckChange, designCheckChanges } from './design-changes';

const rule = (rule: DesignRuleCheck['rule'], name: string, found: string | null, result: DesignRuleCheck['result']): DesignRuleCheck => ({
  rule,
  name,
  result,
  found,
  ordered: null,
  capability: null,
  message: '',
  locations: [],
  more_locations: 0,
});

const design = (overrides: Partial<DesignMeasures> = {}): DesignMeasures => ({
  width_mm: 50,
  height_mm: 30,
  copper_layers: 2,
  min_hole_mm: 0.8,
  min_track_mm: 0.2,
  files: [],
  ...overrides,
});

describe('what the design checks measure differently between two revisions', () => {
  it('lists, rule by rule, each found value or outcome that changed, and nothing that stayed', () => {
    const before = design({ rules: [rule('size', 'Ukuran papan', '50 × 30 mm', 'pass'), rule('track', 'Lebar track', '0,2 mm', 'pass')] });
    const after = design({ rules: [rule('size', 'Ukuran papan', '120 × 30 mm', 'cannot-be-made'), rule('track', 'Lebar track', '0,2 mm', 'pass')] });
    expect(designCheckChanges(before, after)).toEqual([
      { name: 'Ukuran papan', found_before: '50 × 30 mm', found_after: '120 × 30 mm', result_before: 'pass', result_after: 'cannot-be-made' },
    ]);
  });

  it('compares the measured figures when either design was read before the rule checks', () => {
    const before = design({ rules: [rule('size', 'Ukuran papan', '50 × 30 mm', 'pass')] });
    const changes = designCheckChanges(before, design({ min_track_mm: 0.1 }));
    expect(changes).toEqual([
      { name: 'Track terkecil', found_before: '0,2 mm (7,9 mil)', found_after: '0,1 mm (3,9 mil)', result_before: null, result_after: null },
    ]);
  });

  it('has nothing to compare with a design that was not read (a .rar)', () => {
    expect(designCheckChanges(null, design())).toBeNull();
    expect(designCheckChanges(design(), null)).toBeNull();
  });

  it('says a change in the buyer words, the outcome only when it changed', () => {
    const change = {
      name: 'Ukuran papan',
      found_before: '50 × 30 mm',
      found_after: '120 × 30 mm',
      result_before: 'pass',
      result_after: 'cannot-be-made',
    } as const;
    expect(describeCheckChange(change)).toBe('Ukuran papan: 50 × 30 mm → 120 × 30 mm (lolos → tidak dapat dibuat)');
    expect(describeCheckChange({ ...change, result_after: 'pass' })).toBe('Ukuran papan: 50 × 30 mm → 120 × 30 mm');
    expect(describeCheckChange({ ...change, found_after: '50 × 30 mm', result_after: 'warning' })).toBe('Ukuran papan: 50 × 30 mm (lolos → peringatan)');
  });
});
