import { Type, type Static } from '@sinclair/typebox';

/**
 * What a design inspection reports (design-inspection.ts, design-checks.ts, design-rules.ts): the schemas are the
 * one declaration of the report's shape, which the checks compute and the custom requests' answers carry.
 */

/** What pcb-api recognised a design file's Gerber and drill files as (`copper` when the side is not named). */
export const DESIGN_LAYERS = [
  'copper-top',
  'copper-inner',
  'copper-bottom',
  'copper',
  'outline',
  'drill',
  'soldermask',
  'silkscreen',
  'solderpaste',
  'other',
] as const;
export type DesignLayer = (typeof DESIGN_LAYERS)[number];

/** The request fields a design check compares with the files (spec §3: `width` × `length`, `layer`, `min_track`, `min_hole`). */
export const DESIGN_CHECK_FIELDS = ['dimensions', 'layer', 'min_track', 'min_hole'] as const;
export type DesignCheckField = (typeof DESIGN_CHECK_FIELDS)[number];

/** One disagreement between what the files measure and what the request orders; the buyer may still send. */
export const DesignWarning = Type.Object({
  field: Type.Union(DESIGN_CHECK_FIELDS.map((f) => Type.Literal(f))),
  /** What the files measure, as shown: `0,38 mm`, `219 × 139,5 mm`, `2 layer`. */
  found: Type.String(),
  /** What the request orders, as shown: `0,4 mm`, `100 × 100 mm`, `1 layer`, `8 mil (0,2 mm)`. */
  ordered: Type.String(),
  /** The sentence shown to the buyer and the admin, naming the field and both values. */
  message: Type.String(),
});
export type DesignWarning = Static<typeof DesignWarning>;

/** The design-rule checks, numbered as issue 36's table: 1 outline … 12 several outlines (design-rules.ts). */
export const DESIGN_RULES = [
  'outline',
  'size',
  'layers',
  'track',
  'clearance',
  'drill',
  'annular-ring',
  'hole-spacing',
  'edge-distance',
  'outside-outline',
  'silk-over-pads',
  'several-outlines',
] as const;
export type DesignRule = (typeof DESIGN_RULES)[number];

/**
 * A check's outcome: `cannot-be-made` must be resolved before the admin approves; the buyer may still send with a `warning`.
 * `not-checked` when the files lack what it needs (no outline, no drill file); `too-complex` when it stopped at its bound.
 */
export const DESIGN_RULE_RESULTS = ['pass', 'warning', 'cannot-be-made', 'not-checked', 'too-complex'] as const;
export type DesignRuleResult = (typeof DESIGN_RULE_RESULTS)[number];

/** A place where a check fails: mm in the files' own coordinates, on the layer and file it was found in. */
export const DesignRuleLocation = Type.Object({
  x_mm: Type.Number(),
  y_mm: Type.Number(),
  layer: Type.Union(DESIGN_LAYERS.map((l) => Type.Literal(l))),
  file: Type.String(),
});
export type DesignRuleLocation = Static<typeof DesignRuleLocation>;

export const DesignRuleCheck = Type.Object({
  rule: Type.Union(DESIGN_RULES.map((r) => Type.Literal(r))),
  /** The check's name as the buyer reads it. */
  name: Type.String(),
  result: Type.Union(DESIGN_RULE_RESULTS.map((r) => Type.Literal(r))),
  /** What the files measure, as shown (`0,152 mm`); null when nothing was measured. */
  found: Type.Union([Type.String(), Type.Null()]),
  /** What the request orders, where it orders anything about this check. */
  ordered: Type.Union([Type.String(), Type.Null()]),
  /** What the centre can make (design-capabilities.ts). */
  capability: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  /** Every failing place, up to a bound; `more_locations` counts those left out. */
  locations: Type.Array(DesignRuleLocation),
  more_locations: Type.Integer({ minimum: 0 }),
});
export type DesignRuleCheck = Static<typeof DesignRuleCheck>;

/** What pcb-api read in a .zip or .rar design when it was attached. */
export const DesignInspection = Type.Object({
  /** The outline layer's size in mm; null when the archive has no outline the server could measure. */
  width_mm: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  height_mm: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  /** Files recognised as copper (top, bottom, inner). */
  copper_layers: Type.Integer({ minimum: 0 }),
  /** The smallest hole in mm: the smallest Excellon tool that drills at least one hole; null without a drill file (and for designs read before the checks). */
  min_hole_mm: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  /** The smallest track in mm: the smallest aperture that draws (D01, outside regions) on a copper layer; null when none draws. */
  min_track_mm: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  files: Type.Array(Type.Object({ name: Type.String(), layer: Type.Union(DESIGN_LAYERS.map((l) => Type.Literal(l))) })),
  /**
   * The design checks (DFM): the figures above against the request's `width` × `length`, `layer`, `min_track` and `min_hole`
   * (`designWarnings` in design-checks.ts). Worked out each time the request is answered, from its current fields, so never stale; not stored.
   */
  warnings: Type.Array(DesignWarning),
  /** The design-rule report, measured when the design was read; absent for designs read before the checks. */
  rules: Type.Optional(Type.Array(DesignRuleCheck)),
});
export type DesignInspection = Static<typeof DesignInspection>;
/** What pcb-api stores in `custom_requests.design_inspection`: the figures, without the warnings worked out from them. */
export type DesignMeasures = Omit<DesignInspection, 'warnings'>;
