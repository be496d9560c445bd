import type { FastifyInstance } from 'fastify';
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
  type OptionGroup,
  type PrototypeField,
} from '@pcb/contract';
import { bearer, buyerToken, json, useTestApp } from './helpers';

// Every generated form is saved as a draft of one buyer: more drafts than MAX_DRAFT_REQUESTS allows a real buyer.
const testApp = useTestApp({ MAX_DRAFT_REQUESTS: '1000' });
let app: FastifyInstance;
let buyer: Record<string, string>;
beforeEach(async () => {
  app = testApp();
  buyer = bearer(await buyerToken(app));
});

/** mulberry32: a small seeded generator, so a failing configuration can be replayed from its seed. */
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

const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

const catalogueOf = async (path: string) => (await json<OptionGroup[]>(app, { method: 'GET', url: `/api/${path}` })).body;
const itemsOf = (catalogue: OptionGroup[], group: string | undefined) => catalogue.find((g) => g.type === group)?.data ?? [];

/** One of the field's items, or free text for a field without a group (notes). */
function choiceFor(next: Random, catalogue: OptionGroup[], field: PrototypeField, values: Record<string, string>): string {
  const items = itemsOf(catalogue, prototypeOptionGroup(field, values));
  return items.length > 0 ? pick(next, items).type : `catatan ${field}`;
}

/**
 * A prototype form as a buyer could fill it, top to bottom: every required field gets one of its
 * items, every other select one of its items or nothing; hidden sections are filled too (the buyer
 * chose them, then changed the board type or layer).
 */
function prototypeForm(next: Random, catalogue: OptionGroup[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of PROTOTYPE_FIELDS) {
    const required = requiredPrototypeFields(values).some((r) => r.field === field);
    values[field] = !required && next() < 0.2 ? '' : choiceFor(next, catalogue, field, values);
  }
  return values;
}

function assemblyForm(next: Random, catalogue: OptionGroup[]): Record<string, string> {
  const groups: Record<string, string | undefined> = ASSEMBLY_OPTION_GROUPS;
  return Object.fromEntries(
    ASSEMBLY_FIELDS.map((field) => {
      if ((ASSEMBLY_NUMBER_FIELDS as readonly string[]).includes(field)) return [field, String(1 + Math.floor(next() * 500))];
      const items = itemsOf(catalogue, groups[field]);
      return [field, items.length > 0 ? pick(next, items).type : `catatan ${field}`];
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

describe('the stored total_cost is the contract price', () => {
  it('for generated prototype forms, and only the shown fields are kept', async () => {
    const catalogue = await catalogueOf('costom-prototype');
    for (const seed of SEEDS) {
      const form = prototypeForm(random(seed), catalogue);
      const { status, body } = await json<Saved>(app, { method: 'POST', url: '/api/costom-prototype/request-costom', headers: buyer, payload: { ...form, total_cost: '1' } });
      expect({ seed, status }).toEqual({ seed, status: 201 });
      expect({ seed, total: await storedTotal(body.data._id) }).toEqual({ seed, total: quotePrototype(catalogue, form).total });
      const shown: readonly string[] = shownPrototypeFields(form);
      const kept = PROTOTYPE_FIELDS.filter((field) => field in body.data);
      expect(kept.every((field) => shown.includes(field))).toBe(true);
    }
  });

  it('for generated assembly forms', async () => {
    const catalogue = await catalogueOf('admin/costom-assembly');
    for (const seed of SEEDS.slice(0, 20)) {
      const form = assemblyForm(random(seed), catalogue);
      const { status, body } = await json<Saved>(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers: buyer, payload: form });
      expect({ seed, status }).toEqual({ seed, status: 201 });
      expect({ seed, total: await storedTotal(body.data._id) }).toEqual({ seed, total: quoteAssembly(catalogue, form).total });
    }
  });
});
