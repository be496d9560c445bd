import { optionEndpoints, type OptionGroup } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

/** The two price lists: `custom-prototype` and `custom-assembly`. */
export type Catalogue = 'prototype' | 'assembly';

export interface ItemValues {
  type: string;
  cost: string;
}

const ENDPOINTS = {
  prototype: {
    list: optionEndpoints.adminListPrototypeOptions,
    item: optionEndpoints.getPrototypeOptionItem,
    add: optionEndpoints.addPrototypeOption,
    update: optionEndpoints.updatePrototypeOption,
    remove: optionEndpoints.deletePrototypeOption,
  },
  assembly: {
    list: optionEndpoints.adminListAssemblyOptions,
    item: optionEndpoints.getAssemblyOptionItem,
    add: optionEndpoints.addAssemblyOption,
    update: optionEndpoints.updateAssemblyOption,
    remove: optionEndpoints.deleteAssemblyOption,
  },
};

/** What a change refreshes: the back-office's list and the buyer form's catalogue in this page. */
export const changedBy = (catalogue: Catalogue) => [scopedKey('admin', 'price-list', catalogue), scopedKey('public', 'options', catalogue)];

export const priceListQueries = {
  groups: (catalogue: Catalogue) =>
    queryOptions({
      queryKey: scopedKey('admin', 'price-list', catalogue, 'groups'),
      queryFn: ({ signal }): Promise<OptionGroup[]> => bff.admin(ENDPOINTS[catalogue].list, { signal }),
    }),
  /** The upstream answers the whole group holding the item; the form takes the item out of it. */
  item: (catalogue: Catalogue, typeId: string, itemId: string) =>
    queryOptions({
      queryKey: scopedKey('admin', 'price-list', catalogue, 'item', typeId, itemId),
      queryFn: async ({ signal }) => {
        const group = await bff.admin(ENDPOINTS[catalogue].item, { params: { typeId, itemId }, signal });
        return group.data.find((item) => item._id === itemId) ?? null;
      },
    }),
};

const bodyOf = ({ type, cost }: ItemValues) => ({ type: type.trim(), cost: Number(cost) });

export const addItem = (catalogue: Catalogue, typeId: string, values: ItemValues) =>
  bff.admin(ENDPOINTS[catalogue].add, { params: { typeId }, body: bodyOf(values) });

export const updateItem = (catalogue: Catalogue, typeId: string, itemId: string, values: ItemValues) =>
  bff.admin(ENDPOINTS[catalogue].update, { params: { typeId, itemId }, body: bodyOf(values) });

export const deleteItem = (catalogue: Catalogue, typeId: string, itemId: string) => bff.admin(ENDPOINTS[catalogue].remove, { params: { typeId, itemId } });
