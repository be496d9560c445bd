import type { Queryable } from '../db/database';
import { newId } from '../lib/ids';

/**
 * The two option price lists of the custom forms. Group `type` strings are the exact ones the
 * buyer forms look for, as the shop's original backend had them; labels are the original's vocabulary, costs
 * (rupiah) our own. `Panel by Polibatam` is the brand's panel option.
 */
type Item = readonly [type: string, cost: number, value?: string, subtype?: string];
export interface SeedGroup {
  type: string;
  items: readonly Item[];
}

const yesNo = (yes: number): Item[] => [
  ['No', 0],
  ['Yes', yes],
];
const DIMENSIONS: Item[] = [10, 21, 50, 100, 150, 200, 297, 400].map((mm, i) => [`${mm} mm`, [0, 1000, 3000, 6000, 9000, 12000, 18000, 25000][i], String(mm)]);

export const PROTOTYPE_GROUPS: SeedGroup[] = [
  {
    type: 'Board Type',
    items: [
      ['Single Piece', 35000],
      ['Panel by Customer', 0],
      ['Panel by Polibatam', 15000],
    ],
  },
  {
    type: 'X Out',
    items: [
      ['Not Accept', 5000],
      ['Accept', 0],
    ],
  },
  { type: 'Panel Requirement', items: yesNo(10000) },
  {
    type: 'Route Process',
    items: [
      ['V-Cut', 5000],
      ['Tab-Route', 8000],
      ['V-Cut + Tab-Route', 12000],
    ],
  },
  { type: 'Different Design In Panel', items: ['1', '2', '3', '4', '5', '6'].map((n, i): Item => [n, i * 10000]) },
  { type: 'Dimensions', items: DIMENSIONS },
  {
    type: 'Quantity',
    items: [
      ['1 pcs', 10000, '1'],
      ['5 pcs', 40000, '5'],
      ['10 pcs', 75000, '10'],
      ['20 pcs', 140000, '20'],
      ['50 pcs', 325000, '50'],
    ],
  },
  {
    type: 'Layer Type',
    items: [
      ['1 Layer', 20000, '1'],
      ['2 Layer', 40000, '2'],
      ['4 Layer', 120000, '4'],
    ],
  },
  {
    type: 'Copper Layer',
    items: [
      ['Top Layer', 0],
      ['Bottom Layer', 0],
      ['Inner Layer', 5000],
    ],
  },
  {
    type: 'Solder Mask Position',
    items: [
      ['Top', 0],
      ['Bottom', 0],
      ['Top & Bottom', 5000],
    ],
  },
  {
    type: 'Silkscreen Position',
    items: [
      ['Top', 0],
      ['Bottom', 0],
      ['Top & Bottom', 3000],
    ],
  },
  {
    type: 'Material',
    items: [
      ['FR-4', 5000],
      ['CEM-1', 0],
      ['Aluminum', 25000],
    ],
  },
  {
    type: 'FR-4',
    items: [
      ['TG 130', 0],
      ['TG 150-160', 8000],
      ['TG 170', 15000],
    ],
  },
  { type: 'CEM-1', items: [['Standard', 0]] },
  {
    type: 'Aluminum',
    items: [
      ['1 W/mK', 0],
      ['2 W/mK', 10000],
    ],
  },
  {
    type: 'Thickness',
    items: [
      ['0.8 mm', 5000, '0.8'],
      ['1.2 mm', 3000, '1.2'],
      ['1.6 mm', 0, '1.6'],
      ['2.0 mm', 6000, '2.0'],
    ],
  },
  {
    type: 'Min Track',
    items: [
      ['6 mil', 10000, '6'],
      ['8 mil', 5000, '8'],
      ['10 mil', 0, '10'],
      ['12 mil', 0, '12'],
    ],
  },
  {
    type: 'Hole',
    items: [
      ['0.2 mm', 10000, '0.2'],
      ['0.3 mm', 5000, '0.3'],
      ['0.4 mm', 0, '0.4'],
      ['0.5 mm', 0, '0.5'],
    ],
  },
  {
    type: 'Solder Mask',
    items: [
      ['Green', 0],
      ['Red', 5000],
      ['Blue', 5000],
      ['Black', 8000],
      ['White', 8000],
    ],
  },
  {
    type: 'Silkscreen',
    items: [
      ['White', 0],
      ['Black', 3000],
    ],
  },
  { type: 'UV Printing Multi Color', items: yesNo(25000) },
  { type: 'Edge Contector', items: yesNo(20000) },
  {
    type: 'Surface Finish',
    items: [
      ['Lead Free', 10000],
      ['Immersion Tin', 15000],
      ['Immersion Gold', 35000],
    ],
  },
  {
    type: 'Via Process',
    items: [
      ['Tenting Vias', 0],
      ['Plugged with Solder Mask', 5000],
      ['Vias Not Covered', 0],
    ],
  },
  {
    type: 'Finished Copper',
    items: [
      ['0.5 oz CU', 0],
      ['1 oz CU', 0],
      ['2 oz CU', 20000],
    ],
  },
  {
    type: 'Inner Copper',
    items: [
      ['0.5 oz CU', 0],
      ['1 oz CU', 10000],
    ],
  },
];

export const ASSEMBLY_GROUPS: SeedGroup[] = [
  {
    type: '3 Flexible Options',
    items: [
      ['Turnkey', 50000],
      ['Kitted or Consigned', 100000],
      ['Combo', 150000],
    ],
  },
  {
    type: 'Board Type',
    items: [
      ['Single Piece', 0],
      ['Panelized PCBs', 20000],
    ],
  },
  {
    type: 'Assembly Side(s)',
    items: [
      ['Top Side', 0],
      ['Bottom Side', 0],
      ['Both Sides', 50000],
    ],
  },
  { type: 'Pay Attention', items: yesNo(25000) },
  { type: 'Dispanel the Boards to Delivery', items: yesNo(15000) },
  { type: 'Function Test', items: yesNo(30000) },
  { type: 'Cable Wire Harness Assembly', items: yesNo(40000) },
];

export async function seedOptionCatalogues(tx: Queryable): Promise<void> {
  const groups: object[] = [];
  const items: object[] = [];
  const catalogues = [
    ['prototype', PROTOTYPE_GROUPS],
    ['assembly', ASSEMBLY_GROUPS],
  ] as const;
  for (const [kind, list] of catalogues) {
    for (const [position, group] of list.entries()) {
      const groupId = newId();
      groups.push({ id: groupId, kind, type: group.type, position });
      for (const [itemPosition, [type, cost, value, subtype]] of group.items.entries()) {
        items.push({ id: newId(), group_id: groupId, type, cost, value: value ?? null, subtype: subtype ?? null, position: itemPosition });
      }
    }
  }
  await tx.query(
    `INSERT INTO option_groups (id, kind, type, position)
     SELECT id, kind, type, position FROM jsonb_to_recordset($1::jsonb) AS x(id text, kind text, type text, position int)`,
    [JSON.stringify(groups)],
  );
  await tx.query(
    `INSERT INTO option_items (id, group_id, type, cost, value, subtype, position)
     SELECT id, group_id, type, cost, value, subtype, position
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, group_id text, type text, cost numeric, value text, subtype text, position int)`,
    [JSON.stringify(items)],
  );
}
