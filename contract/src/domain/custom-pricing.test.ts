import fc from 'fast-check';
import {
  ASSEMBLY_FIELDS,
  ASSEMBLY_OPTION_FIELDS,
  ASSEMBLY_OPTION_GROUPS,
  ASSEMBLY_REQUIRED_FIELDS,
  PROTOTYPE_FIELDS,
  PROTOTYPE_OPTION_GROUPS,
  firstMissingField,
  missingFieldText,
  prototypeOptionGroup,
  quoteAssembly,
  quotePrototype,
  requiredPrototypeFields,
  shownPrototypeFields,
  type AssemblyField,
  type PriceCatalogue,
  type PriceQuote,
  type PrototypeField,
} from './custom-pricing';

/** Labels per catalogue group: a few of each, enough to reach every section of the forms. */
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

/** A catalogue of these labels with whole-rupiah costs, some free. */
const catalogues: fc.Arbitrary<PriceCatalogue> = fc
  .tuple(
    ...Object.values(groups).map((items) =>
      fc.array(
        fc.oneof(
          fc.constant(0),
          fc.integer({ min: 1, max: 100 }).map((n) => n * 1000),
        ),
        { minLength: items.length, maxLength: items.length },
      ),
    ),
  )
  .map((costs) => Object.entries(groups).map(([type, items], g) => ({ type, data: items.map((item, i) => ({ type: item, cost: costs[g][i] })) })));

/** Every item label, so a field may get another group's label (a choice the catalogue does not offer it). */
const allLabels = [...new Set(Object.values(groups).flat())];
const FREE_TEXT = ['Rail 5 mm', '', '   ', 'bebas'];

/** A field's value: mostly one of its own group's items, sometimes blank, free text or another group's label. */
const choices = (own: readonly string[] | undefined) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...(own ?? FREE_TEXT)) },
    { weight: 1, arbitrary: fc.constantFrom(...allLabels) },
    { weight: 1, arbitrary: fc.constantFrom(...FREE_TEXT) },
  );

/** `material_option` offers the items of whichever material is chosen. */
const ownItems = (field: PrototypeField) =>
  field === 'material_option' ? [...groups['FR-4'], ...groups.Aluminum] : groups[PROTOTYPE_OPTION_GROUPS[field] ?? ''];

const prototypeForms = fc.record(
  Object.fromEntries(PROTOTYPE_FIELDS.map((field) => [field, choices(ownItems(field))])) as Record<PrototypeField, fc.Arbitrary<string>>,
);
const assemblyOptionGroups: Record<string, string> = ASSEMBLY_OPTION_GROUPS;
const assemblyForms = fc.record(
  Object.fromEntries(ASSEMBLY_FIELDS.map((field) => [field, choices(groups[assemblyOptionGroups[field]])])) as Record<AssemblyField, fc.Arbitrary<string>>,
);

/** The catalogue with one item's cost raised by `by`. */
const raised = (list: PriceCatalogue, group: string, item: string, by: number): PriceCatalogue =>
  list.map((g) => (g.type !== group ? g : { ...g, data: g.data.map((i) => (i.type === item ? { ...i, cost: i.cost + by } : i)) }));

/**
 * Raising an item's price by Rp 1.000 raises the total by Rp 1.000 for each priced field that chose it
 * (width and length may both choose one size), and not at all when the catalogue does not offer it there.
 */
function expectPricedOncePerChooser(
  quote: (list: PriceCatalogue) => PriceQuote,
  list: PriceCatalogue,
  values: Record<string, string>,
  pricedFields: readonly string[],
  groupOf: (field: string) => string | undefined,
) {
  const before = quote(list).total;
  for (const field of pricedFields) {
    const [group, choice] = [groupOf(field), values[field].trim()];
    if (!group || !choice) continue;
    const offered = list.some((g) => g.type === group && g.data.some((i) => i.type === choice));
    const choosers = pricedFields.filter((f) => groupOf(f) === group && values[f].trim() === choice).length;
    expect(quote(raised(list, group, choice, 1000)).total).toBe(before + (offered ? 1000 * choosers : 0));
  }
}

describe('the prototype price over generated configurations', () => {
  it('prices only shown fields, each at its catalogue cost', () => {
    fc.assert(
      fc.property(catalogues, prototypeForms, (list, values) => {
        const shown = new Set<string>(shownPrototypeFields(values));
        for (const line of quotePrototype(list, values).lines) {
          expect(shown.has(line.field)).toBe(true);
          const group = list.find((g) => g.type === prototypeOptionGroup(line.field as PrototypeField, values));
          expect(group?.data.find((i) => i.type === line.choice)?.cost).toBe(line.cost);
        }
      }),
    );
  });

  it('moves its total by the price change of an item once for each priced field that chose it', () => {
    fc.assert(
      fc.property(catalogues, prototypeForms, (list, values) => {
        const groupOf = (field: string) => prototypeOptionGroup(field as PrototypeField, values);
        expectPricedOncePerChooser((l) => quotePrototype(l, values), list, values, shownPrototypeFields(values), groupOf);
      }),
    );
  });

  it('never changes its total when a hidden field changes', () => {
    fc.assert(
      fc.property(
        catalogues,
        prototypeForms,
        fc.constantFrom(...PROTOTYPE_FIELDS),
        fc.constantFrom(...allLabels, ...FREE_TEXT),
        (list, values, field, value) => {
          fc.pre(!shownPrototypeFields(values).includes(field));
          expect(quotePrototype(list, { ...values, [field]: value }).total).toBe(quotePrototype(list, values).total);
        },
      ),
    );
  });

  it('requires only shown fields, and names blank ones one by one in the form order until none is missing', () => {
    fc.assert(
      fc.property(prototypeForms, (values) => {
        const shown: readonly string[] = shownPrototypeFields(values);
        expect(requiredPrototypeFields(values).every((r) => shown.includes(r.field))).toBe(true);
        let form: Record<string, string> = values;
        let previous = -1;
        for (let missing = firstMissingField(requiredPrototypeFields(form), form); missing; missing = firstMissingField(requiredPrototypeFields(form), form)) {
          expect(form[missing.field].trim()).toBe('');
          expect(PROTOTYPE_FIELDS.indexOf(missing.field as PrototypeField)).toBeGreaterThan(previous);
          previous = PROTOTYPE_FIELDS.indexOf(missing.field as PrototypeField);
          form = { ...form, [missing.field]: 'diisi' };
        }
        expect(requiredPrototypeFields(form).every((r) => form[r.field].trim() !== '')).toBe(true);
      }),
    );
  });
});

/** A price list written as `{ group: { item: cost } }`. */
const priceList = (groups: Record<string, Record<string, number>>): PriceCatalogue =>
  Object.entries(groups).map(([type, items]) => ({ type, data: Object.entries(items).map(([item, cost]) => ({ type: item, cost })) }));

/** The prototype price list pcb-api seeds on first start (pcb-api/src/seed/options.ts), the groups the examples use. */
const PROTOTYPE_PRICES = priceList({
  'Board Type': { 'Single Piece': 35000, 'Panel by Customer': 0, 'Panel by Polibatam': 15000 },
  'X Out': { 'Not Accept': 5000, Accept: 0 },
  'Panel Requirement': { No: 0, Yes: 10000 },
  'Route Process': { 'V-Cut': 5000, 'Tab-Route': 8000 },
  'Different Design In Panel': { 1: 0, 2: 10000, 3: 20000 },
  Dimensions: { '10 mm': 0, '21 mm': 1000, '50 mm': 3000, '100 mm': 6000 },
  Quantity: { '1 pcs': 10000, '5 pcs': 40000, '10 pcs': 75000 },
  'Layer Type': { '1 Layer': 20000, '2 Layer': 40000, '4 Layer': 120000 },
  'Copper Layer': { 'Top Layer': 0 },
  'Solder Mask Position': { Top: 0, 'Top & Bottom': 5000 },
  'Silkscreen Position': { Top: 0, 'Top & Bottom': 3000 },
  Material: { 'FR-4': 5000, 'CEM-1': 0, Aluminum: 25000 },
  'FR-4': { 'TG 130': 0, 'TG 170': 15000 },
  'CEM-1': { Standard: 0 },
  Aluminum: { '2 W/mK': 10000 },
  Thickness: { '0.8 mm': 5000, '1.2 mm': 3000, '1.6 mm': 0 },
  'Min Track': { '6 mil': 10000, '8 mil': 5000, '10 mil': 0 },
  Hole: { '0.2 mm': 10000, '0.3 mm': 5000, '0.4 mm': 0 },
  'Solder Mask': { Green: 0, Red: 5000, Black: 8000 },
  Silkscreen: { White: 0, Black: 3000 },
  'UV Printing Multi Color': { No: 0, Yes: 25000 },
  'Edge Contector': { No: 0, Yes: 20000 },
  'Surface Finish': { 'Lead Free': 10000, 'Immersion Tin': 15000, 'Immersion Gold': 35000 },
  'Via Process': { 'Tenting Vias': 0, 'Plugged with Solder Mask': 5000 },
  'Finished Copper': { '0.5 oz CU': 0, '1 oz CU': 0, '2 oz CU': 20000 },
  'Inner Copper': { '0.5 oz CU': 0, '1 oz CU': 10000 },
});

const ASSEMBLY_PRICES = priceList({
  '3 Flexible Options': { Turnkey: 50000, 'Kitted or Consigned': 100000, Combo: 150000 },
  'Board Type': { 'Single Piece': 0, 'Panelized PCBs': 20000 },
  'Assembly Side(s)': { 'Top Side': 0, 'Both Sides': 50000 },
  'Pay Attention': { No: 0, Yes: 25000 },
  'Dispanel the Boards to Delivery': { No: 0, Yes: 15000 },
  'Function Test': { No: 0, Yes: 30000 },
  'Cable Wire Harness Assembly': { No: 0, Yes: 40000 },
});

describe('the price of example forms, worked out by hand from the price list', () => {
  it.each([
    {
      // Single Piece Rp 35.000 + design 1 Rp 0 + 50 mm Rp 3.000 + 100 mm Rp 6.000 + 5 pcs Rp 40.000 + 2 Layer Rp 40.000
      // + FR-4 Rp 5.000 + TG 170 Rp 15.000 + 1.6 mm Rp 0 + 8 mil Rp 5.000 + 0.3 mm Rp 5.000 + Red Rp 5.000 + White Rp 0
      // + UV No Rp 0 + Lead Free Rp 10.000 + 1 oz Rp 0 = Rp 169.000; the panel sections are hidden (x out, route process free).
      board: 'Single Piece, 2 Layer',
      values: {
        board_type: 'Single Piece',
        x_out: 'Not Accept',
        route_process: 'V-Cut',
        design_in_panel: '1',
        width: '50 mm',
        length: '100 mm',
        quantity: '5 pcs',
        layer: '2 Layer',
        material: 'FR-4',
        material_option: 'TG 170',
        thickness: '1.6 mm',
        min_track: '8 mil',
        min_hole: '0.3 mm',
        solder_mask: 'Red',
        silkscreen: 'White',
        uv_printing: 'No',
        surface_finish: 'Lead Free',
        finish_copper: '1 oz CU',
      },
      total: 169000,
    },
    {
      // Panel by Polibatam Rp 15.000 + panel Yes Rp 10.000 + notes (free text) + Tab-Route Rp 8.000 + design 2 Rp 10.000
      // + 100 mm Rp 6.000 + 100 mm Rp 6.000 + 10 pcs Rp 75.000 + 1 Layer Rp 20.000 + Top Layer Rp 0 + mask Top & Bottom Rp 5.000
      // + silkscreen Top Rp 0 + Aluminum Rp 25.000 + 2 W/mK Rp 10.000 + 1.2 mm Rp 3.000 + 10 mil Rp 0 + 0.4 mm Rp 0 + Black Rp 8.000
      // + Black Rp 3.000 + UV Yes Rp 25.000 + edge Yes Rp 20.000 + Immersion Gold Rp 35.000 + Plugged Rp 5.000 + 2 oz Rp 20.000
      // = Rp 309.000; x out is hidden, and inner copper (Rp 10.000) too on a 1 Layer board.
      board: 'Panel by Polibatam, 1 Layer',
      values: {
        board_type: 'Panel by Polibatam',
        x_out: 'Not Accept',
        panel_Requirement: 'Yes',
        notes: 'Rail 5 mm',
        route_process: 'Tab-Route',
        design_in_panel: '2',
        width: '100 mm',
        length: '100 mm',
        quantity: '10 pcs',
        layer: '1 Layer',
        copper_layer: 'Top Layer',
        solder_mask_position: 'Top & Bottom',
        silkscreen_position: 'Top',
        material: 'Aluminum',
        material_option: '2 W/mK',
        thickness: '1.2 mm',
        min_track: '10 mil',
        min_hole: '0.4 mm',
        solder_mask: 'Black',
        silkscreen: 'Black',
        uv_printing: 'Yes',
        edge_conector: 'Yes',
        surface_finish: 'Immersion Gold',
        via_process: 'Plugged with Solder Mask',
        finish_copper: '2 oz CU',
        inner_copper: '1 oz CU',
      },
      total: 309000,
    },
    {
      // Panel by Customer Rp 0 + x out Not Accept Rp 5.000 + design 3 Rp 20.000 + 21 mm Rp 1.000 + 10 mm Rp 0 + 1 pcs Rp 10.000
      // + 4 Layer Rp 120.000 + CEM-1 Rp 0 + Standard Rp 0 + 0.8 mm Rp 5.000 + 6 mil Rp 10.000 + 0.2 mm Rp 10.000 + Green Rp 0
      // + White Rp 0 + UV No Rp 0 + Immersion Tin Rp 15.000 + 0.5 oz Rp 0 + inner 1 oz Rp 10.000 = Rp 206.000;
      // the Polibatam panel section (panel Yes Rp 10.000, V-Cut Rp 5.000) is hidden.
      board: 'Panel by Customer, 4 Layer',
      values: {
        board_type: 'Panel by Customer',
        x_out: 'Not Accept',
        panel_Requirement: 'Yes',
        route_process: 'V-Cut',
        design_in_panel: '3',
        width: '21 mm',
        length: '10 mm',
        quantity: '1 pcs',
        layer: '4 Layer',
        material: 'CEM-1',
        material_option: 'Standard',
        thickness: '0.8 mm',
        min_track: '6 mil',
        min_hole: '0.2 mm',
        solder_mask: 'Green',
        silkscreen: 'White',
        uv_printing: 'No',
        surface_finish: 'Immersion Tin',
        finish_copper: '0.5 oz CU',
        inner_copper: '1 oz CU',
      },
      total: 206000,
    },
  ])('prices a $board prototype at Rp $total', ({ values, total }) => {
    expect(quotePrototype(PROTOTYPE_PRICES, values)).toMatchObject({ total, unknownChoices: [] });
  });

  const counts = {
    quantity: '100',
    notes: 'SMD saja',
    number_unik_part: '12',
    number_SMD_part: '40',
    number_BGA_QFP: '2',
    throught_hole: '6',
    detail_information: 'BOM terlampir',
  };
  it.each([
    {
      // Combo Rp 150.000 + Panelized PCBs Rp 20.000 + Both Sides Rp 50.000 + pay attention Yes Rp 25.000 + dispanel No Rp 0
      // + function test Yes Rp 30.000 + cable No Rp 0 = Rp 275.000 (quantity and part counts add nothing).
      job: 'Combo, both sides',
      values: {
        flexible_option: 'Combo',
        board_type: 'Panelized PCBs',
        assembly_side: 'Both Sides',
        pay_attention: 'Yes',
        board_to_delivery: 'No',
        function_test: 'Yes',
        cable_wire_harness_assembly: 'No',
      },
      total: 275000,
    },
    {
      // Turnkey Rp 50.000 + Single Piece Rp 0 + Top Side Rp 0 + pay attention No Rp 0 + dispanel Yes Rp 15.000
      // + function test No Rp 0 + cable Yes Rp 40.000 = Rp 105.000.
      job: 'Turnkey, top side',
      values: {
        flexible_option: 'Turnkey',
        board_type: 'Single Piece',
        assembly_side: 'Top Side',
        pay_attention: 'No',
        board_to_delivery: 'Yes',
        function_test: 'No',
        cable_wire_harness_assembly: 'Yes',
      },
      total: 105000,
    },
  ])('prices a $job assembly at Rp $total', ({ values, total }) => {
    expect(quoteAssembly(ASSEMBLY_PRICES, { ...counts, ...values })).toMatchObject({ total, unknownChoices: [] });
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

  it('requires of a Single Piece, 2 Layer board only the always-shown fields, never the optional ones', () => {
    const alwaysShown =
      'board_type design_in_panel width length quantity layer material thickness min_track min_hole solder_mask silkscreen uv_printing surface_finish finish_copper';
    expect(requiredOf({ board_type: 'Single Piece', layer: '2 Layer' })).toEqual(alwaysShown.split(' '));
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
    const filled = {
      ...values,
      panel_Requirement: 'Yes',
      notes: 'x',
      route_process: 'V-Cut',
      design_in_panel: '1',
      width: '50 mm',
      length: '50 mm',
      quantity: '1 pcs',
    };
    expect(firstMissingField(requiredPrototypeFields(filled), filled)?.label).toBe('copper layer');
  });

  it('drops the cost of a section hidden after it was chosen', () => {
    const list = [
      {
        type: 'Board Type',
        data: [
          { type: 'Single Piece', cost: 35000 },
          { type: 'Panel by Polibatam', cost: 15000 },
        ],
      },
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

describe('the assembly price over generated configurations', () => {
  it('moves its total by the price change of an item once for each priced field that chose it', () => {
    fc.assert(
      fc.property(catalogues, assemblyForms, (list, values) => {
        expectPricedOncePerChooser(
          (l) => quoteAssembly(l, values),
          list,
          values,
          ASSEMBLY_OPTION_FIELDS,
          (field) => assemblyOptionGroups[field],
        );
      }),
    );
  });

  it('does not change with the quantity or the part counts', () => {
    fc.assert(
      fc.property(catalogues, assemblyForms, fc.nat(), fc.nat(), (list, values, quantity, parts) => {
        const counted = { ...values, quantity: String(quantity), number_unik_part: String(parts), throught_hole: String(parts) };
        expect(quoteAssembly(list, counted).total).toBe(quoteAssembly(list, values).total);
      }),
    );
  });
});

describe('the assembly form', () => {
  it('requires the fourteen fields in the spec order', () => {
    expect(ASSEMBLY_REQUIRED_FIELDS.map((r) => r.label)).toEqual([
      'flexible option',
      'board type',
      'assembly side',
      'quantity',
      'pay attention',
      'notes',
      'number unik part',
      'number SMD part',
      'number BGA QFP',
      'throught hole',
      'board to delivery',
      'function test',
      'cable wire harness assembly',
      'detail information',
    ]);
  });
});
