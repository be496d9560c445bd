import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, IdParams, MAX_LENGTH, MessageBody, ObjectId, Timestamp } from './common';
import { endpoint } from './endpoint';
import { Product } from './products';

/** How many of the product the buyer wants (1 to stock); 1 when added, kept on the server so the checkout can trust it. */
const CartQuantity = Type.Integer({ minimum: 1 });

export const CartRow = Type.Object({
  _id: ObjectId,
  id_user: ObjectId,
  id_product: ObjectId,
  quantity: CartQuantity,
  create_at: Timestamp,
  update_at: Timestamp,
});
export type CartRow = Static<typeof CartRow>;

export const CartItem = Type.Object({
  _id: ObjectId,
  id_user: ObjectId,
  id_product: Product,
  quantity: CartQuantity,
  create_at: Timestamp,
  update_at: Timestamp,
});
export type CartItem = Static<typeof CartItem>;

/** The cart's quantity rules, for the server's answers and the cart screen's checks alike. */
export const CART_QUANTITY_TEXTS = {
  required: 'Quantity is required',
  belowOne: 'Quantity minimal 1',
  overStock: 'Tidak bisa menambah melebihi stok!',
} as const;

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
      body: Type.Object({ id_product: Type.Optional(Type.String({ maxLength: MAX_LENGTH.id })) }),
      response: { 201: Type.Object({ message: Type.String(), data: CartRow }), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  }),
  setCartQuantity: endpoint({
    method: 'PUT',
    path: 'cart/quantity/:id',
    session: 'buyer',
    summary:
      "Sets the quantity of one of the buyer's own cart rows (the row's _id): a whole number from 1 (400 otherwise) to the product's stock (409 'Tidak bisa menambah melebihi stok!')",
    schema: {
      params: IdParams,
      // Range checked by the service, so that a missing, fractional or small value gets the cart's own text.
      body: Type.Object({ quantity: Type.Optional(Type.Number()) }),
      response: { 200: Type.Object({ message: Type.String(), data: CartRow }), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
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
