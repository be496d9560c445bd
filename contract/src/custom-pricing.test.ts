import {
  ASSEMBLY_FIELDS,
  ASSEMBLY_OPTION_GROUPS,
  ASSEMBLY_REQUIRED_FIELDS,
  PROTOTYPE_FIELDS,
  firstMissingField,
  missingFieldText,
  prototypeOptionGroup,
  quoteAssembly,
  quotePrototype,
  requiredPrototypeFields,
  shownPrototypeFields,
  type PriceCatalogue,
  type PrototypeField,
} from './custom-pricing';

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = ReturnType<typeof random>;
const pick = <T>(next: Random, list: readonly T[]): T => list[Math.floor(next() * list.length)];

const groups: Record<string, readonly string[]> = {
  'Board Type': ['Single Piece', 'Panel by Customer', 'Panel by Polibatam'],
  'X Out': ['Not Accept', 'Accept'],
  'Panel Requirement': ['No', 'Yes'],
  'Route Process': ['V-Cut', 'Tab-Route'],
  'Different Design In Panel': ['1', '2'],
  Dimensions: ['50 mm', '100 mm'],
  Quantity: ['1 pcs', '10 pcs'],
  'Layer Type': ['1 Layer', '2 Layer', '4 Layer'],
  'Copper Layer': ['Top Layer', 'Bottom Layer'],
  'Solder Mask Position': ['Top', 'Top & Bottom'],
  'Silkscreen Position': ['Top', 'Top & Bottom'],
  Material: ['FR-4', 'Aluminum'],
  'FR-4': ['TG 130', 'TG 170'],
  Aluminum: ['1 W/mK', '2 W/mK'],
  Thickness: ['1.6 mm', '0.8 mm'],
  'Min Track': ['6 mil', '8 mil'],
  Hole: ['0.3 mm'],
  'Solder Mask': ['Green', 'Red'],
  Silkscreen: ['White', 'Black'],
  'UV Printing Multi Color': ['No', 'Yes'],
  'Edge Contector': ['No', 'Yes'],
  'Surface Finish': ['Lead Free', 'Immersion Gold'],
  'Via Process': ['Tenting Vias'],
  'Finished Copper': ['1 oz CU', '2 oz CU'],
  'Inner Copper': ['0.5 oz CU', '1 oz CU'],
  '3 Flexible Options': ['Turnkey', 'Combo'],
  'Assembly Side(s)': ['Top Side', 'Both Sides'],
  'Pay Attention': ['No', 'Yes'],
  'Dispanel the Boards to Delivery': ['No', 'Yes'],
  'Function Test': ['No', 'Yes'],
  'Cable Wire Harness Assembly': ['No', 'Yes'],
};

/** A catalogue with random whole-rupiah costs (some free). */
function catalogue(next: Random): PriceCatalogue {
  return Object.entries(groups).map(([type, items]) => ({
    type,
    data: items.map((item) => ({ type: item, cost: next() < 0.2 ? 0 : Math.round(next() * 100) * 1000 })),
  }));
}

/** Every item label of the catalogue, so a field may get another field's label (an unknown choice). */
const allLabels = [...new Set(Object.values(groups).flat())];
const FREE_TEXT = ['Rail 5 mm', '', '   ', 'bebas'];

/** A field's value: mostly one of its own group's items, sometimes blank, free text or another group's item. */
function randomChoice(next: Random, own: readonly string[] | undefined): string {
  const roll = next();
  if (roll < 0.1) return pick(next, FREE_TEXT);
  return roll < 0.2 || !own ? pick(next, allLabels) : pick(next, own);
}

function prototypeValues(next: Random): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of PROTOTYPE_FIELDS) {
    const group = prototypeOptionGroup(field, values);
    values[field] = randomChoice(next, group ? groups[group] : undefined);
  }
  return values;
}

function assemblyValues(next: Random): Record<string, string> {
  const optionGroups: Record<string, string> = ASSEMBLY_OPTION_GROUPS;
  return Object.fromEntries(ASSEMBLY_FIELDS.map((field) => [field, randomChoice(next, groups[optionGroups[field]])]));
}

function prototypeCase(seed: number) {
  const next = random(seed);
  const list = catalogue(next);
  return { next, list, values: prototypeValues(next) };
}

const sum = (costs: number[]) => costs.reduce((a, b) => a + b, 0);
const SEEDS = Array.from({ length: 500 }, (_, i) => i + 1);

describe('the prototype price over random configurations', () => {
  it('has a total equal to the sum of its lines', () => {
    for (const seed of SEEDS) {
      const { values, list } = prototypeCase(seed);
      const { lines, total } = quotePrototype(list, values);
      expect(total).toBe(sum(lines.map((l) => l.cost)));
    }
  });

  it('prices only shown fields, each at its catalogue cost', () => {
    for (const seed of SEEDS) {
      const { values, list } = prototypeCase(seed);
      const shown = new Set<string>(shownPrototypeFields(values));
      for (const line of quotePrototype(list, values).lines) {
        expect(shown.has(line.field)).toBe(true);
        const group = list.find((g) => g.type === prototypeOptionGroup(line.field as PrototypeField, values));
        expect(group?.data.find((i) => i.type === line.choice)?.cost).toBe(line.cost);
      }
    }
  });

  it('never changes its total when a hidden field changes', () => {
    for (const seed of SEEDS) {
      const { next, values, list } = prototypeCase(seed);
      const hidden = PROTOTYPE_FIELDS.filter((field) => !shownPrototypeFields(values).includes(field));
      const before = quotePrototype(list, values).total;
      for (const field of hidden) {
        const group = prototypeOptionGroup(field, values);
        const changed = { ...values, [field]: randomChoice(next, group ? groups[group] : undefined) };
        expect(quotePrototype(list, changed).total).toBe(before);
      }
    }
  });

  it('requires only shown fields, and names the first blank one', () => {
    for (const seed of SEEDS) {
      const { values } = prototypeCase(seed);
      const required = requiredPrototypeFields(values);
      const shown = shownPrototypeFields(values) as string[];
      expect(required.every((r) => shown.includes(r.field))).toBe(true);
      const missing = firstMissingField(required, values);
      const firstBlank = required.find((r) => !values[r.field].trim());
      expect(missing).toEqual(firstBlank);
    }
  });
});

describe('the prototype sections (spec §5)', () => {
  const fieldsOf = (values: Record<string, string>) => shownPrototypeFields(values) as string[];
  const requiredOf = (values: Record<string, string>) => requiredPrototypeFields(values).map((r) => r.field);

  it('shows and requires panel requirement, notes and route process for a Panel by Polibatam, without x out', () => {
    const values = { board_type: 'Panel by Polibatam', layer: '2 Layer' };
    expect(fieldsOf(values)).toEqual(expect.arrayContaining(['panel_Requirement', 'notes', 'route_process']));
    expect(fieldsOf(values)).not.toContain('x_out');
    expect(requiredOf(values)).toEqual(expect.arrayContaining(['panel_Requirement', 'notes', 'route_process']));
    expect(requiredOf(values)).not.toContain('x_out');
  });

  it('shows and requires only x out for a Panel by Customer', () => {
    const values = { board_type: 'Panel by Customer', layer: '2 Layer' };
    expect(requiredOf(values)).toContain('x_out');
    for (const hidden of ['panel_Requirement', 'notes', 'route_process']) expect(fieldsOf(values)).not.toContain(hidden);
  });

  it('shows no panel section for a Single Piece', () => {
    const shown = fieldsOf({ board_type: 'Single Piece', layer: '2 Layer' });
    for (const hidden of ['x_out', 'panel_Requirement', 'notes', 'route_process']) expect(shown).not.toContain(hidden);
  });

  it('requires copper layer, solder mask position and silkscreen position for a 1 Layer board only', () => {
    const oneLayer = ['copper_layer', 'solder_mask_position', 'silkscreen_position'];
    expect(requiredOf({ board_type: 'Single Piece', layer: '1 Layer' })).toEqual(expect.arrayContaining(oneLayer));
    for (const field of oneLayer) expect(fieldsOf({ board_type: 'Single Piece', layer: '2 Layer' })).not.toContain(field);
  });

  it('names the first missing field in the form order with the spec text', () => {
    const values = { board_type: 'Panel by Polibatam', layer: '1 Layer' };
    const missing = firstMissingField(requiredPrototypeFields(values), values);
    expect(missing && missingFieldText(missing)).toBe('Mohon pilih "panel Requirement"!');
    const filled = { ...values, panel_Requirement: 'Yes', notes: 'x', route_process: 'V-Cut', design_in_panel: '1', width: '50 mm', length: '50 mm', quantity: '1 pcs' };
    expect(firstMissingField(requiredPrototypeFields(filled), filled)?.label).toBe('copper layer');
  });

  it('drops the cost of a section hidden after it was chosen', () => {
    const list = [
      { type: 'Board Type', data: [{ type: 'Single Piece', cost: 35000 }, { type: 'Panel by Polibatam', cost: 15000 }] },
      { type: 'Route Process', data: [{ type: 'V-Cut', cost: 5000 }] },
    ];
    expect(quotePrototype(list, { board_type: 'Panel by Polibatam', route_process: 'V-Cut' }).total).toBe(20000);
    expect(quotePrototype(list, { board_type: 'Single Piece', route_process: 'V-Cut' })).toEqual({
      lines: [{ field: 'board_type', label: 'board type', choice: 'Single Piece', cost: 35000 }],
      total: 35000,
      unknownChoices: [],
    });
  });

  it('reports a shown choice that is not in the catalogue, and prices material option from the chosen material', () => {
    const list = [
      { type: 'Material', data: [{ type: 'FR-4', cost: 5000 }] },
      { type: 'FR-4', data: [{ type: 'TG 170', cost: 15000 }] },
    ];
    expect(quotePrototype(list, { material: 'FR-4', material_option: 'TG 170', solder_mask: 'Gold' })).toMatchObject({
      total: 20000,
      unknownChoices: ['solder_mask'],
    });
  });
});

describe('the assembly price', () => {
  it('adds the option costs only, whatever the quantity and part counts, over random configurations', () => {
    for (const seed of SEEDS) {
      const next = random(seed);
      const list = catalogue(next);
      const values = assemblyValues(next);
      const quote = quoteAssembly(list, values);
      expect(quote.total).toBe(sum(quote.lines.map((l) => l.cost)));
      expect(quoteAssembly(list, { ...values, quantity: '999', number_unik_part: '3', throught_hole: '1' }).total).toBe(quote.total);
    }
  });

  it('requires the fourteen fields in the spec order', () => {
    expect(ASSEMBLY_REQUIRED_FIELDS.map((r) => r.label)).toEqual([
      'flexible option', 'board type', 'assembly side', 'quantity', 'pay attention', 'notes', 'number unik part',
      'number SMD part', 'number BGA QFP', 'throught hole', 'board to delivery', 'function test',
      'cable wire harness assembly', 'detail information',
    ]);
  });
});
