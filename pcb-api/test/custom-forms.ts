// The custom-request forms the tests send, priced from the seeded option lists (pcb-api/src/seed/options.ts).

/** A single-piece, two-layer board: every always-required field, priced from the seed list. */
export const singlePiece = {
  board_type: 'Single Piece', // 35000
  design_in_panel: '1', // 0
  width: '100 mm', // 6000
  length: '50 mm', // 3000
  quantity: '10 pcs', // 75000
  layer: '2 Layer', // 40000
  material: 'FR-4', // 5000
  material_option: 'TG 150-160', // 8000
  thickness: '1.6 mm', // 0
  min_track: '8 mil', // 5000
  min_hole: '0.3 mm', // 5000
  solder_mask: 'Red', // 5000
  silkscreen: 'White', // 0
  uv_printing: 'No', // 0
  surface_finish: 'Lead Free', // 10000
  finish_copper: '1 oz CU', // 0
};
export const SINGLE_PIECE_TOTAL = 35000 + 6000 + 3000 + 75000 + 40000 + 5000 + 8000 + 5000 + 5000 + 5000 + 10000;
