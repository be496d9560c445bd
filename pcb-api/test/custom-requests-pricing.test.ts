import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type OptionGroup } from '@pcb/contract';
import {
  ASSEMBLY_FIELDS,
  ASSEMBLY_NUMBER_FIELDS,
  ASSEMBLY_OPTION_GROUPS,
  PROTOTYPE_FIELDS,
  prototypeOptionGroup,
  quoteAssembly,
  quotePrototype,
  requiredPrototypeFields,
  shownPrototypeFields,
  type PrototypeField,
} from '@pcb/contract/domain';
import { buyerScene, json, useTestScene } from './helpers';

// Every generated form is saved as a draft of one buyer: more drafts than MAX_DRAFT_REQUESTS allows a real buyer.
const scene = useTestScene(buyerScene, { MAX_DRAFT_REQUESTS: '1000' });
let app: FastifyInstance, buyer: Record<string, string>;
beforeEach(() => ({ app, buyer } = scene()));

/** One draw per form field: which of its items (modulo the group's size) and whether to leave an optional select blank. */
type Draw = { item: number; blank: boolean };
const draws = (length: number) => fc.array(fc.record({ item: fc.nat(), blank: fc.boolean() }), { minLength: length, maxLength: length });
const pick = <T>(list: readonly T[], draw: Draw): T => list[draw.item % list.length];

const catalogueOf = async (path: string) => (await json<OptionGroup[]>(app, { method: 'GET', url: `/api/${path}` })).body;
const itemsOf = (catalogue: OptionGroup[], group: string | undefined) => catalogue.find((g) => g.type === group)?.data ?? [];

/** One of the field's items, or free text for a field without a group (notes). */
function choiceFor(draw: Draw, catalogue: OptionGroup[], field: PrototypeField, values: Record<string, string>): string {
  const items = itemsOf(catalogue, prototypeOptionGroup(field, values));
  return items.length > 0 ? pick(items, draw).type : `catatan ${field}`;
}

/**
 * A prototype form as a buyer could fill it, top to bottom: every required field gets one of its
 * items, every other select one of its items or nothing; hidden sections are filled too (the buyer
 * chose them, then changed the board type or layer).
 */
function prototypeForm(fieldDraws: Draw[], catalogue: OptionGroup[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [i, field] of PROTOTYPE_FIELDS.entries()) {
    const required = requiredPrototypeFields(values).some((r) => r.field === field);
    values[field] = !required && fieldDraws[i].blank ? '' : choiceFor(fieldDraws[i], catalogue, field, values);
  }
  return values;
}

function assemblyForm(fieldDraws: Draw[], catalogue: OptionGroup[]): Record<string, string> {
  const groups: Record<string, string | undefined> = ASSEMBLY_OPTION_GROUPS;
  return Object.fromEntries(
    ASSEMBLY_FIELDS.map((field, i) => {
      if ((ASSEMBLY_NUMBER_FIELDS as readonly string[]).includes(field)) return [field, String(1 + (fieldDraws[i].item % 500))];
      const items = itemsOf(catalogue, groups[field]);
      return [field, items.length > 0 ? pick(items, fieldDraws[i]).type : `catatan ${field}`];
    }),
  );
}

async function storedTotal(id: string): Promise<number> {
  const [row] = await app.db.query<{ total_cost: string }>(`SELECT total_cost FROM custom_requests WHERE id = $1`, [id]);
  return Number(row.total_cost);
}

interface Saved {
  data: { _id: string; [field: string]: unknown };
}

const save = (kind: 'prototype' | 'assembly', form: Record<string, string>) =>
  json<Saved>(app, { method: 'POST', url: `/api/costom-${kind}/request-costom`, headers: buyer, payload: { ...form, total_cost: '1' } });

describe('the stored total_cost is the price the form panel shows (the contract quote), not the one sent', () => {
  it('for generated prototype forms, and only the shown fields are kept', async () => {
    const catalogue = await catalogueOf('costom-prototype');
    await fc.assert(
      fc.asyncProperty(draws(PROTOTYPE_FIELDS.length), async (fieldDraws) => {
        const form = prototypeForm(fieldDraws, catalogue);
        const { status, body } = await save('prototype', form);
        expect(status).toBe(201);
        expect(await storedTotal(body.data._id)).toBe(quotePrototype(catalogue, form).total);
        const shown: readonly string[] = shownPrototypeFields(form);
        expect(PROTOTYPE_FIELDS.filter((field) => field in body.data).every((field) => shown.includes(field))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('for generated assembly forms', async () => {
    const catalogue = await catalogueOf('admin/costom-assembly');
    await fc.assert(
      fc.asyncProperty(draws(ASSEMBLY_FIELDS.length), async (fieldDraws) => {
        const form = assemblyForm(fieldDraws, catalogue);
        const { status, body } = await save('assembly', form);
        expect(status).toBe(201);
        expect(await storedTotal(body.data._id)).toBe(quoteAssembly(catalogue, form).total);
      }),
      { numRuns: 20 },
    );
  });

  it('for an assembly job priced by hand from the seeded price list', async () => {
    // Kitted or Consigned Rp 100.000 + Panelized PCBs Rp 20.000 + Bottom Side Rp 0 + pay attention Yes Rp 25.000
    // + dispanel Yes Rp 15.000 + function test No Rp 0 + cable No Rp 0 = Rp 160.000; quantity and part counts add nothing.
    const { status, body } = await save('assembly', {
      flexible_option: 'Kitted or Consigned',
      board_type: 'Panelized PCBs',
      assembly_side: 'Bottom Side',
      quantity: '250',
      pay_attention: 'Yes',
      notes: 'Komponen dari pembeli',
      number_unik_part: '30',
      number_SMD_part: '120',
      number_BGA_QFP: '1',
      throught_hole: '8',
      board_to_delivery: 'Yes',
      function_test: 'No',
      cable_wire_harness_assembly: 'No',
      detail_information: 'BOM terlampir',
    });
    expect(status).toBe(201);
    expect(await storedTotal(body.data._id)).toBe(160000);
  });
});
