import { Type, type Static } from '@sinclair/typebox';
import { AreaId, ErrorBody, MAX_LENGTH, ObjectId } from './common';
import { endpoint } from './endpoint';

export const COURIERS = ['jnt', 'sicepat', 'jne', 'lion', 'pos'] as const;
export type Courier = (typeof COURIERS)[number];

/** An administrative area; ids are the dotted codes of the Indonesian area data (`21`, `21.71`, `21.71.10`…). */
export const Area = Type.Object({ id: Type.String(), name: Type.String(), zip_code: Type.Optional(Type.String()) });
export type Area = Static<typeof Area>;

const AreaList = Type.Object({ success: Type.Literal(true), data: Type.Array(Area) });
const LookupError = Type.Object({ success: Type.Literal(false), message: Type.String() });

/** Quantities arrive as text in a query string and as numbers in JSON; both become whole numbers ≥ 1. */
const Quantity = Type.Integer({ minimum: 1, maximum: 1_000_000 });

/**
 * One order's lines, as the checkout sends them (query string `product[0][standart][0][id_product]=…`
 * for a quote, JSON for a transaction): standard products, or one custom request.
 */
export const ProductGroup = Type.Object({
  standart: Type.Optional(Type.Array(Type.Object({ id_product: ObjectId, quantity: Type.Optional(Quantity) }))),
  costom_prototype: Type.Optional(
    Type.Array(
      Type.Object({
        id_request_costom: ObjectId,
        name_request_costom: Type.Optional(Type.String({ maxLength: MAX_LENGTH.label })),
        quantity: Type.Optional(Quantity),
      }),
    ),
  ),
  costom_assembly: Type.Optional(
    Type.Array(
      Type.Object({
        id_request_costom: ObjectId,
        name_request_costom: Type.Optional(Type.String({ maxLength: MAX_LENGTH.label })),
        quantity: Type.Optional(Quantity),
      }),
    ),
  ),
});
export type ProductGroup = Static<typeof ProductGroup>;

export const ShippingService = Type.Object({
  name: Type.String(),
  code: Type.String(),
  service: Type.String(),
  description: Type.String(),
  /** Rupiah. */
  cost: Type.Integer({ minimum: 0 }),
  /** Estimated days, e.g. `2-3 day`; becomes the order's `estimated_delivery`. */
  etd: Type.String(),
});
export type ShippingService = Static<typeof ShippingService>;

export const ShippingQuote = Type.Object({
  meta: Type.Object({ message: Type.String(), code: Type.Integer(), status: Type.String() }),
  data: Type.Array(ShippingService),
});
export type ShippingQuote = Static<typeof ShippingQuote>;

function lookup(path: string, parameter: string, summary: string) {
  return endpoint({
    method: 'GET',
    path: `service/raja-ongkir/${path}`,
    session: 'buyer',
    summary,
    schema: {
      querystring: Type.Object({ [parameter]: Type.Optional(AreaId) }),
      // 400: a missing id (the spec's text), or an id the schema refuses.
      response: { 200: AreaList, 400: Type.Union([LookupError, ErrorBody]), 429: ErrorBody, 502: LookupError },
    },
  });
}

export const shippingEndpoints = {
  listProvinces: endpoint({
    method: 'GET',
    path: 'service/raja-ongkir/provinces',
    session: 'buyer',
    summary: 'Every province',
    schema: { response: { 200: AreaList, 502: LookupError } },
  }),
  listCities: lookup('cities', 'province_id', 'Regencies and cities of a province (400 "province id is required")'),
  listDistricts: lookup('district', 'city_id', 'Districts (kecamatan) of a city (400 "city id is required")'),
  listSubDistricts: lookup('sub-district', 'district_id', 'Villages (kelurahan/desa) of a district (400 "District id is required")'),
  calculateShippingCost: endpoint({
    method: 'GET',
    path: 'service/raja-ongkir/calculate-cost',
    session: 'buyer',
    summary: "Services and costs of one courier (jnt, sicepat, jne, lion, pos) for the lines' total weight, to the buyer's current address",
    schema: {
      querystring: Type.Object({ couriers: Type.Optional(Type.String({ maxLength: 40 })), product: Type.Optional(Type.Array(ProductGroup)) }),
      response: { 200: ShippingQuote, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 502: ErrorBody },
    },
  }),
};
