/**
 * What the centre can make: the limits the design-rule checks (design-rules.ts) hold a design to.
 * Lengths in mm. An admin edits them next to the price lists; until then the defaults below hold.
 */
export interface DesignCapabilities {
  /** The narrowest track. */
  min_track_mm: number;
  /** The smallest gap between copper features of different nets on one layer. */
  min_clearance_mm: number;
  /** The smallest and largest finished drill. */
  min_drill_mm: number;
  max_drill_mm: number;
  /** The narrowest ring of copper around a plated hole. */
  min_annular_ring_mm: number;
  /** The smallest gap between the edges of two holes. */
  min_hole_spacing_mm: number;
  /** The smallest distance from copper, or a hole's edge, to the board's outline. */
  min_copper_to_edge_mm: number;
  /** The smallest distance from silkscreen to an exposed pad (a solder-mask opening). */
  min_silk_to_pad_mm: number;
  /** The largest board, either way round. */
  max_width_mm: number;
  max_height_mm: number;
  /** The copper layer counts offered. */
  layer_counts: number[];
}

/** A small university fab: 8 mil track and gap, drills 0,3–6,3 mm, one to four layers on a 300 mm table. */
export const DEFAULT_DESIGN_CAPABILITIES: Readonly<DesignCapabilities> = {
  min_track_mm: 0.2,
  min_clearance_mm: 0.2,
  min_drill_mm: 0.3,
  max_drill_mm: 6.3,
  min_annular_ring_mm: 0.15,
  min_hole_spacing_mm: 0.5,
  min_copper_to_edge_mm: 0.3,
  min_silk_to_pad_mm: 0.1,
  max_width_mm: 300,
  max_height_mm: 300,
  layer_counts: [1, 2, 4],
};
