import { DEFAULT_DESIGN_CAPABILITIES, type DesignCapabilities } from '@pcb/contract/domain';
import type { Queryable } from '../../db/database';

const COLUMNS = [
  'min_track_mm',
  'min_clearance_mm',
  'min_drill_mm',
  'max_drill_mm',
  'min_annular_ring_mm',
  'min_hole_spacing_mm',
  'min_copper_to_edge_mm',
  'min_silk_to_pad_mm',
  'max_width_mm',
  'max_height_mm',
  'layer_counts',
] as const satisfies readonly (keyof DesignCapabilities)[];

/** The centre's one row of capabilities (migration 023); the contract's defaults until an admin first saves. */
export function capabilityRepository(db: Queryable) {
  return {
    async current(): Promise<DesignCapabilities> {
      const [row] = await db.query<DesignCapabilities>(`SELECT ${COLUMNS.join(', ')} FROM design_capabilities`);
      return row ?? { ...DEFAULT_DESIGN_CAPABILITIES, layer_counts: [...DEFAULT_DESIGN_CAPABILITIES.layer_counts] };
    },

    async save(capabilities: DesignCapabilities, adminId: string): Promise<DesignCapabilities> {
      const values = COLUMNS.map((column) => capabilities[column]);
      const placeholders = COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
      const updates = COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', ');
      const [row] = await db.query<DesignCapabilities>(
        `INSERT INTO design_capabilities (${COLUMNS.join(', ')}, updated_by) VALUES (${placeholders}, $${COLUMNS.length + 1})
         ON CONFLICT (singleton) DO UPDATE SET ${updates}, updated_by = EXCLUDED.updated_by, updated_at = now()
         RETURNING ${COLUMNS.join(', ')}`,
        [...values, adminId],
      );
      return row;
    },
  };
}

export type CapabilityRepository = ReturnType<typeof capabilityRepository>;
