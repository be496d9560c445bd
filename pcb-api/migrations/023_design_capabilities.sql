-- What the centre can make (issue 36): the limits the design-rule checks hold every design to, edited by an
-- admin next to the price lists. One row; until an admin first saves, the contract's defaults hold
-- (DEFAULT_DESIGN_CAPABILITIES), so a fresh database and one migrated from before agree. Lengths in mm.
-- Expand-only: a new table the previous release never reads.
CREATE TABLE IF NOT EXISTS design_capabilities (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  min_track_mm double precision NOT NULL CHECK (min_track_mm > 0),
  min_clearance_mm double precision NOT NULL CHECK (min_clearance_mm > 0),
  min_drill_mm double precision NOT NULL CHECK (min_drill_mm > 0),
  max_drill_mm double precision NOT NULL CHECK (max_drill_mm > min_drill_mm),
  min_annular_ring_mm double precision NOT NULL CHECK (min_annular_ring_mm > 0),
  min_hole_spacing_mm double precision NOT NULL CHECK (min_hole_spacing_mm > 0),
  min_copper_to_edge_mm double precision NOT NULL CHECK (min_copper_to_edge_mm > 0),
  min_silk_to_pad_mm double precision NOT NULL CHECK (min_silk_to_pad_mm >= 0),
  max_width_mm double precision NOT NULL CHECK (max_width_mm > 0),
  max_height_mm double precision NOT NULL CHECK (max_height_mm > 0),
  layer_counts smallint[] NOT NULL CHECK (cardinality(layer_counts) > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by char(24) REFERENCES users (id) ON DELETE SET NULL
);
