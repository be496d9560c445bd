import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, IdParams, MessageBody, ObjectId, Timestamp } from './common';
import { endpoint } from './endpoint';
import { Product } from './products';

/** A cart row has no quantity: the cart screen keeps it (1 to stock) until checkout. */
export const CartRow = Type.Object({
  _id: ObjectId,
  id_user: ObjectId,
  id_product: ObjectId,
  create_at: Timestamp,
  update_at: Timestamp,
});

export const CartItem = Type.Object({
  _id: ObjectId,
  id_user: ObjectId,
  id_product: Product,
  create_at: Timestamp,
  update_at: Timestamp,
});
export type CartItem = Static<typeof CartItem>;

export const cartEndpoints = {
  getCart: endpoint({
    method: 'GET',
    path: 'cart',
    session: 'buyer',
    summary: "The buyer's cart rows with their products, newest first; [] when empty",
    schema: { response: { 200: Type.Array(CartItem) } },
  }),
  addToCart: endpoint({
    method: 'POST',
    path: 'cart/add-product',
    session: 'buyer',
    summary: 'Puts a product in the cart (409 when already there or out of stock, 404 when unknown)',
    schema: {
      body: Type.Object({ id_product: Type.Optional(Type.String()) }),
      response: { 201: Type.Object({ message: Type.String(), data: CartRow }), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  }),
  deleteCartItem: endpoint({
    method: 'DELETE',
    path: 'cart/delete/:id',
    session: 'buyer',
    summary: "Removes one of the buyer's own cart rows (the row's _id, not the product's)",
    schema: { params: IdParams, response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody } },
  }),
};
