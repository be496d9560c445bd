import type { OptionGroup } from '@pcb/contract';

let next = 1;
const id = () => (0xe000 + next++).toString(16).padStart(24, '0');

/** An option group as pcb-api answers it: `[item type, cost]` pairs. */
export function anOptionGroup(type: string, items: readonly (readonly [string, number])[]): OptionGroup {
  return {
    _id: id(),
    type,
    data: items.map(([itemType, cost]) => ({ _id: id(), type: itemType, cost })),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A small prototype price list with every group the form reads. */
export const PROTOTYPE_CATALOGUE: OptionGroup[] = [
  anOptionGroup('Board Type', [
    ['Single Piece', 35000],
    ['Panel by Customer', 0],
    ['Panel by Polibatam', 15000],
  ]),
  anOptionGroup('X Out', [
    ['Not Accept', 5000],
    ['Accept', 0],
  ]),
  anOptionGroup('Panel Requirement', [
    ['No', 0],
    ['Yes', 10000],
  ]),
  anOptionGroup('Route Process', [
    ['V-Cut', 5000],
    ['Tab-Route', 8000],
  ]),
  anOptionGroup('Different Design In Panel', [
    ['1', 0],
    ['2', 10000],
  ]),
  anOptionGroup('Dimensions', [
    ['50 mm', 3000],
    ['100 mm', 6000],
  ]),
  anOptionGroup('Quantity', [
    ['5 pcs', 40000],
    ['10 pcs', 75000],
  ]),
  anOptionGroup('Layer Type', [
    ['1 Layer', 20000],
    ['2 Layer', 40000],
    ['4 Layer', 120000],
  ]),
  anOptionGroup('Copper Layer', [
    ['Top Layer', 0],
    ['Inner Layer', 5000],
  ]),
  anOptionGroup('Solder Mask Position', [
    ['Top', 0],
    ['Top & Bottom', 5000],
  ]),
  anOptionGroup('Silkscreen Position', [
    ['Top', 0],
    ['Top & Bottom', 3000],
  ]),
  anOptionGroup('Material', [
    ['FR-4', 5000],
    ['CEM-1', 0],
  ]),
  anOptionGroup('FR-4', [
    ['TG 130', 0],
    ['TG 170', 15000],
  ]),
  anOptionGroup('Thickness', [['1.6 mm', 0]]),
  anOptionGroup('Min Track', [['10 mil', 0]]),
  anOptionGroup('Hole', [['0.4 mm', 0]]),
  anOptionGroup('Solder Mask', [
    ['Green', 0],
    ['Black', 7000],
  ]),
  anOptionGroup('Silkscreen', [['White', 0]]),
  anOptionGroup('UV Printing Multi Color', [['No', 0]]),
  anOptionGroup('Edge Contector', [
    ['No', 0],
    ['Yes', 12000],
  ]),
  anOptionGroup('Surface Finish', [
    ['HASL', 0],
    ['ENIG', 30000],
  ]),
  anOptionGroup('Via Process', [['Tenting', 0]]),
  anOptionGroup('Finished Copper', [
    ['1 oz', 0],
    ['2 oz', 20000],
  ]),
  anOptionGroup('Inner Copper', [
    ['0.5 oz', 0],
    ['1 oz', 8000],
  ]),
];

export const ASSEMBLY_CATALOGUE: OptionGroup[] = [
  anOptionGroup('3 Flexible Options', [
    ['Turnkey', 50000],
    ['Kitted', 20000],
  ]),
  anOptionGroup('Board Type', [
    ['Single Piece', 0],
    ['Panelized', 10000],
  ]),
  anOptionGroup('Assembly Side(s)', [
    ['Top Side', 0],
    ['Both Sides', 40000],
  ]),
  anOptionGroup('Pay Attention', [
    ['No', 0],
    ['Yes', 5000],
  ]),
  anOptionGroup('Dispanel the Boards to Delivery', [
    ['No', 0],
    ['Yes', 15000],
  ]),
  anOptionGroup('Function Test', [
    ['No', 0],
    ['Yes', 25000],
  ]),
  anOptionGroup('Cable Wire Harness Assembly', [
    ['No', 0],
    ['Yes', 30000],
  ]),
];
