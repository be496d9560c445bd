import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, IdParams, MAX_LENGTH, MessageBody, ObjectId, Timestamp } from './common';
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
export const SearchQuery = Type.Object({ query: Type.Optional(Type.String({ maxLength: MAX_LENGTH.label })) });

/**
 * Multipart text fields of the product forms. Numbers arrive as text; the server checks each
 * field with the contract's messages (weight: whole grams ≥ 1, stock: whole number ≥ 0).
 */
export const ProductForm = Type.Object({
  product_name: Type.Optional(Type.String({ maxLength: MAX_LENGTH.label })),
  id_category: Type.Optional(Type.String({ maxLength: MAX_LENGTH.id })),
  harga: Type.Optional(Type.String({ maxLength: MAX_LENGTH.short })),
  stock: Type.Optional(Type.String({ maxLength: MAX_LENGTH.short })),
  weight: Type.Optional(Type.String({ maxLength: MAX_LENGTH.short })),
  description: Type.Optional(Type.String({ maxLength: MAX_LENGTH.text })),
});

const ProductSaved = Type.Object({ message: Type.String(), data: Product });

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
  adminListProducts: endpoint({
    method: 'GET',
    path: 'admin/product',
    session: 'admin',
    summary: 'Every product, newest first (admin)',
    schema: { response: { 200: Type.Array(Product) } },
  }),
  adminSearchProducts: endpoint({
    method: 'GET',
    path: 'admin/product/search',
    session: 'admin',
    // The shop calls it with the buyer's token on every non-blank search and gets 403.
    surfaces: ['admin', 'buyer'],
    summary: 'Product search (admin); a buyer token answers 403 Forbidden: Anda bukan admin',
    schema: { querystring: SearchQuery, response: { 200: Type.Array(Product), 400: ErrorBody } },
  }),
  adminGetProduct: endpoint({
    method: 'GET',
    path: 'admin/product/:id',
    session: 'admin',
    summary: 'One product (admin)',
    schema: { params: IdParams, response: { 200: Product, 400: ErrorBody, 404: ErrorBody } },
  }),
  createProduct: endpoint({
    method: 'POST',
    path: 'admin/product',
    session: 'admin',
    bodyType: 'multipart',
    summary: 'Adds a product; multipart with the file `image` (jpeg/png, required)',
    schema: { body: ProductForm, response: { 201: ProductSaved, 400: ErrorBody } },
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: 'admin/product/:id',
    session: 'admin',
    bodyType: 'multipart',
    summary: 'Replaces a product; the file `image` is optional',
    schema: { params: IdParams, body: ProductForm, response: { 200: ProductSaved, 400: ErrorBody, 404: ErrorBody } },
  }),
  deleteProduct: endpoint({
    method: 'DELETE',
    path: 'admin/product/:id',
    session: 'admin',
    summary: 'Deletes a product and the cart rows holding it; refused (409) while an unfinished order holds it',
    schema: { params: IdParams, response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
  }),
};
