import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, IdParams, ObjectId, Timestamp } from './common';
import { endpoint } from './endpoint';

export const ProductCategory = Type.Object({ _id: ObjectId, category_name: Type.String() });

export const Product = Type.Object({
  _id: ObjectId,
  product_name: Type.String(),
  description: Type.String(),
  /** Price in rupiah. */
  harga: Type.Number({ minimum: 0 }),
  stock: Type.Integer({ minimum: 0 }),
  /** Grams. */
  weight: Type.Integer({ minimum: 1 }),
  /** Relative to the API root, without a leading slash: `product-picture/<file>`. */
  picture_url: Type.String(),
  /** The absolute picture address. */
  image_url: Type.String(),
  id_category: Type.Union([ProductCategory, Type.Null()]),
  create_at: Timestamp,
  update_at: Timestamp,
});
export type Product = Static<typeof Product>;

/** `query` is required; a missing or blank one answers 400 `Query is required` (checked by the server, not the schema). */
export const SearchQuery = Type.Object({ query: Type.Optional(Type.String()) });

export const productEndpoints = {
  listProducts: endpoint({
    method: 'GET',
    path: 'product',
    session: 'none',
    summary: 'Every product, newest first',
    schema: { response: { 200: Type.Array(Product), 500: ErrorBody } },
  }),
  searchProducts: endpoint({
    method: 'GET',
    path: 'product/search',
    session: 'none',
    summary: 'Products whose name contains the query (case-insensitive, taken literally)',
    schema: { querystring: SearchQuery, response: { 200: Type.Array(Product), 400: ErrorBody } },
  }),
  getProduct: endpoint({
    method: 'GET',
    path: 'product/:id',
    session: 'none',
    summary: 'One product',
    schema: { params: IdParams, response: { 200: Product, 400: ErrorBody, 404: ErrorBody } },
  }),
};
