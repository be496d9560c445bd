import { Type, type Static } from '@sinclair/typebox';
import { formatMm, formatSize, formatTrack } from './design-checks';
import { DESIGN_RULE_RESULTS, type DesignMeasures, type DesignRuleResult } from './design-report';

const Result = Type.Union([...DESIGN_RULE_RESULTS.map((r) => Type.Literal(r)), Type.Null()]);

/** One design check whose figure or outcome differs from the previous revision's. */
export const DesignCheckChange = Type.Object({
  /** The check's name as the buyer reads it (`Lebar track`, `Ukuran papan`). */
  name: Type.String(),
  /** What the files measured before and now, as shown; null when nothing was measured. */
  found_before: Type.Union([Type.String(), Type.Null()]),
  found_after: Type.Union([Type.String(), Type.Null()]),
  /** The check's outcome before and now; null for designs read before the rule checks. */
  result_before: Result,
  result_after: Result,
});
export type DesignCheckChange = Static<typeof DesignCheckChange>;

interface CheckFigure {
  name: string;
  found: string | null;
  result: DesignRuleResult | null;
}

const or = <T>(value: T | null, format: (value: T) => string) => (value === null ? null : format(value));

/** The four figures every read design has, for designs read before the rule checks. */
function measuredFigures(design: DesignMeasures): Map<string, CheckFigure> {
  const size = design.width_mm !== null && design.height_mm !== null ? formatSize(design.width_mm, design.height_mm) : null;
  return new Map<string, CheckFigure>([
    ['size', { name: 'Ukuran papan', found: size, result: null }],
    ['layers', { name: 'Jumlah layer tembaga', found: `${design.copper_layers} layer`, result: null }],
    ['track', { name: 'Track terkecil', found: or(design.min_track_mm, formatTrack), result: null }],
    ['drill', { name: 'Lubang terkecil', found: or(design.min_hole_mm, formatMm), result: null }],
  ]);
}

function figures(design: DesignMeasures, byRule: boolean): Map<string, CheckFigure> {
  if (!byRule || !design.rules) return measuredFigures(design);
  return new Map(design.rules.map((check) => [check.rule, { name: check.name, found: check.found, result: check.result }]));
}

/** Every check whose found value or outcome differs between two read designs, in the later design's order. */
export function designCheckChanges(before: DesignMeasures | null, after: DesignMeasures | null): DesignCheckChange[] | null {
  if (!before || !after) return null;
  // Rule by rule when both were read with the rule checks; else the figures both have.
  const byRule = Boolean(before.rules && after.rules);
  const [old, now] = [figures(before, byRule), figures(after, byRule)];
  const changes: DesignCheckChange[] = [];
  for (const [key, current] of now) {
    const earlier = old.get(key);
    const [foundBefore, resultBefore] = [earlier?.found ?? null, earlier?.result ?? null];
    if (foundBefore === current.found && resultBefore === current.result) continue;
    changes.push({ name: current.name, found_before: foundBefore, found_after: current.found, result_before: resultBefore, result_after: current.result });
  }
  return changes;
}

/** A check's outcome in the buyer's words. */
export const RULE_RESULT_WORDS: Record<DesignRuleResult, string> = {
  pass: 'lolos',
  warning: 'peringatan',
  'cannot-be-made': 'tidak dapat dibuat',
  'not-checked': 'tidak diperiksa',
  'too-complex': 'terlalu rumit diperiksa',
};

/** `Ukuran papan: 50 × 30 mm → 120 × 30 mm (lolos → tidak dapat dibuat)`; the outcome only when it changed. */
export function describeCheckChange(change: DesignCheckChange): string {
  const found = `${change.found_before ?? 'tidak terukur'} → ${change.found_after ?? 'tidak terukur'}`;
  const words = (result: DesignRuleResult | null) => (result ? RULE_RESULT_WORDS[result] : '-');
  const outcome = change.result_before === change.result_after ? '' : ` (${words(change.result_before)} → ${words(change.result_after)})`;
  return `${change.name}: ${change.found_before === change.found_after ? (change.found_after ?? 'tidak terukur') : found}${outcome}`;
}
