import type { OptionGroup } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import { Checks, asText, isNumeric, minLength, notEmpty } from '../../lib/rules';
import type { OptionGroupRow, OptionRepository } from './repository';

const wire = (group: OptionGroupRow): OptionGroup => ({
  ...group,
  createdAt: new Date(group.createdAt).toISOString(),
  updatedAt: new Date(group.updatedAt).toISOString(),
});

type ItemBody = { type?: string; cost?: number | string };

/** An item's cost may be 0 (an option that adds nothing), except where `costMustBePositive` (the spec's assembly edit). */
function readItem(body: ItemBody, costMustBePositive = false) {
  const costInRange = (v: unknown) => {
    const cost = Number(asText(v));
    return isNumeric(v) && (costMustBePositive ? cost > 0 : cost >= 0) && cost <= 1e11;
  };
  new Checks()
    .field('type', body.type, [
      [notEmpty, 'Type is required'],
      [minLength(3), 'Type must be at least 3 characters long'],
    ])
    .field('cost', body.cost, [
      [isNumeric, 'Cost must be a number'],
      [costInRange, 'Cost must be a positive number'],
    ])
    .done();
  return { type: asText(body.type).trim(), cost: Math.round(Number(asText(body.cost).trim()) * 100) / 100 };
}

/**
 * One catalogue's price list; `missingGroup` is the 404 text of add-component for that catalogue,
 * `positiveCostOnEdit` whether its item edit refuses a cost of 0.
 */
export function optionService(options: OptionRepository, missingGroup: string, positiveCostOnEdit = false) {
  async function group(typeId: string, message = 'Data tidak ditemukan!'): Promise<OptionGroupRow> {
    const found = await options.find(typeId);
    if (!found) throw httpErrors.notFound(message);
    return found;
  }

  const ensureUniqueType = (g: OptionGroupRow, type: string, exceptItemId?: string) => {
    if (g.data.some((i) => i._id !== exceptItemId && i.type.toLowerCase() === type.toLowerCase())) {
      throw httpErrors.conflict(`Item "${type}" sudah ada di ${g.type}`);
    }
  };

  return {
    list: async (): Promise<OptionGroup[]> => (await options.list()).map(wire),
    group: async (typeId: string) => wire(await group(typeId)),

    async groupOfItem(typeId: string, itemId: string) {
      const found = await group(typeId, 'Item not found');
      if (!found.data.some((i) => i._id === itemId)) throw httpErrors.notFound('Item not found');
      return wire(found);
    },

    async add(typeId: string, body: ItemBody) {
      const item = readItem(body);
      ensureUniqueType(await group(typeId, missingGroup), item.type);
      await options.addItem(typeId, item.type, item.cost);
      return wire(await group(typeId));
    },

    async update(typeId: string, itemId: string, body: ItemBody) {
      const item = readItem(body, positiveCostOnEdit);
      const found = await group(typeId, 'Item not found!');
      ensureUniqueType(found, item.type, itemId);
      if (!(await options.updateItem(typeId, itemId, item.type, item.cost))) throw httpErrors.notFound('Item not found!');
      return wire(await group(typeId));
    },

    async remove(typeId: string, itemId: string) {
      if (!(await options.removeItem(typeId, itemId))) throw httpErrors.notFound('Item not found!');
      return { message: 'Item deleted successfully' };
    },
  };
}
