import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, MAX_LENGTH, MessageBody, ObjectId, Timestamp } from './common';
import { endpoint } from './endpoint';

/** One option of a custom form with its price in rupiah; `value`/`subtype` are optional labels. */
export const OptionItem = Type.Object({
  _id: ObjectId,
  type: Type.String(),
  cost: Type.Number({ minimum: 0 }),
  value: Type.Optional(Type.String()),
  subtype: Type.Optional(Type.String()),
});
export type OptionItem = Static<typeof OptionItem>;

/** A group fills one form field; its `type` is the exact string the forms look for (e.g. `Board Type`). */
export const OptionGroup = Type.Object({
  _id: ObjectId,
  type: Type.String(),
  data: Type.Array(OptionItem),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type OptionGroup = Static<typeof OptionGroup>;

export const OptionItemBody = Type.Object({
  type: Type.Optional(Type.String({ maxLength: MAX_LENGTH.label })),
  cost: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: MAX_LENGTH.short })])),
});

const TypeParams = Type.Object({ typeId: ObjectId });
const ItemParams = Type.Object({ typeId: ObjectId, itemId: ObjectId });

/**
 * The price-list endpoints of one catalogue; `base` is `costom-prototype` or `costom-assembly`.
 * Every call needs the admin session, except the list when the buyer's form reads it (`listSession`).
 */
function catalogueEndpoints(base: 'costom-prototype' | 'costom-assembly', label: string, listSession: 'none' | 'admin') {
  return {
    list: endpoint({
      method: 'GET',
      path: `admin/${base}`,
      session: listSession,
      summary: `Every ${label} option group with its items`,
      schema: { response: { 200: Type.Array(OptionGroup) } },
    }),
    group: endpoint({
      method: 'GET',
      path: `admin/${base}/:typeId`,
      session: 'admin',
      summary: `One ${label} option group`,
      schema: { params: TypeParams, response: { 200: OptionGroup, 400: ErrorBody, 404: ErrorBody } },
    }),
    item: endpoint({
      method: 'GET',
      path: `admin/${base}/:typeId/item/:itemId`,
      session: 'admin',
      summary: `The ${label} group holding the item (the client picks the item out of data)`,
      schema: { params: ItemParams, response: { 200: OptionGroup, 400: ErrorBody, 404: ErrorBody } },
    }),
    add: endpoint({
      method: 'POST',
      path: `admin/${base}/add-component/:typeId`,
      session: 'admin',
      summary: `Adds an item to a ${label} group; answers the updated group (200)`,
      schema: { params: TypeParams, body: OptionItemBody, response: { 200: OptionGroup, 400: ErrorBody, 404: ErrorBody } },
    }),
    update: endpoint({
      method: 'PUT',
      path: `admin/${base}/:typeId/item/:itemId`,
      session: 'admin',
      summary: `Renames or re-prices a ${label} item; answers the updated group`,
      schema: { params: ItemParams, body: OptionItemBody, response: { 200: OptionGroup, 400: ErrorBody, 404: ErrorBody } },
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `admin/${base}/:typeId/item/:itemId`,
      session: 'admin',
      summary: `Deletes a ${label} item (404 when nothing matched)`,
      schema: { params: ItemParams, response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody } },
    }),
  };
}

// The buyer's prototype form reads `costom-prototype`; its assembly form has only the admin path.
const prototype = catalogueEndpoints('costom-prototype', 'prototype', 'admin');
const assembly = catalogueEndpoints('costom-assembly', 'assembly', 'none');

export const optionEndpoints = {
  listPrototypeOptions: endpoint({
    method: 'GET',
    path: 'costom-prototype',
    session: 'none',
    summary: 'Every prototype option group (the buyer form)',
    schema: { response: { 200: Type.Array(OptionGroup) } },
  }),
  adminListPrototypeOptions: prototype.list,
  getPrototypeOptionGroup: prototype.group,
  getPrototypeOptionItem: prototype.item,
  addPrototypeOption: prototype.add,
  updatePrototypeOption: prototype.update,
  deletePrototypeOption: prototype.remove,
  /** Also the buyer assembly form's catalogue: there is no buyer-side assembly route. */
  adminListAssemblyOptions: assembly.list,
  getAssemblyOptionGroup: assembly.group,
  getAssemblyOptionItem: assembly.item,
  addAssemblyOption: assembly.add,
  updateAssemblyOption: assembly.update,
  deleteAssemblyOption: assembly.remove,
};
